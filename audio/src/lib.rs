//! Sound for the Action Round: voice clips, the generated soundtrack, scheduling and offline rendering.
