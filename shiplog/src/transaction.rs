//! Writing to the log in one transaction (all of it or none), and SQLite's errors told as
//! the log's, with its path.

use rusqlite::{Transaction, TransactionBehavior};

use crate::{LogError, ShipLog};

impl ShipLog {
    /// Runs `f` in one write transaction and commits it: all of it is written or none. The
    /// transaction is IMMEDIATE: it takes the write lock up front, so two writers queue on
    /// the busy timeout instead of one failing when it tries to upgrade a read.
    pub(crate) fn write<T>(
        &mut self,
        f: impl FnOnce(&Transaction<'_>) -> rusqlite::Result<T>,
    ) -> Result<T, LogError> {
        let written = (|| {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            let value = f(&tx)?;
            tx.commit()?;
            Ok(value)
        })();
        written.map_err(|e| self.sql(e))
    }

    /// Like [`ShipLog::write`], for work that may fail by a rule as well as by SQLite.
    pub(crate) fn write_with<T>(
        &mut self,
        f: impl FnOnce(&Transaction<'_>, Sql<'_>) -> Result<T, LogError>,
    ) -> Result<T, LogError> {
        let path = self.path.clone();
        let sql = Sql(&path);
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| sql.err(e))?;
        let value = f(&tx, sql)?;
        tx.commit().map_err(|e| sql.err(e))?;
        Ok(value)
    }

    /// Wraps a SQLite error with this log's path.
    pub(crate) fn sql(&self, error: rusqlite::Error) -> LogError {
        Sql(&self.path).err(error)
    }
}

/// Turns SQLite's errors into the log's, with its path (for work inside a transaction,
/// where the log itself is borrowed).
#[derive(Clone, Copy)]
pub(crate) struct Sql<'a>(pub(crate) &'a std::path::Path);

impl Sql<'_> {
    /// The error as the log's.
    pub(crate) fn err(self, error: rusqlite::Error) -> LogError {
        LogError::Sqlite {
            path: self.0.to_path_buf(),
            error,
        }
    }
}
