//! Helpers shared by the integration tests: the scenario `check` runner.
