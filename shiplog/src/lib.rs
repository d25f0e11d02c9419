//! The ship's log: crews and missions in a SQLite database, migrated on open.
