//! The catalog's tests: the shipped cards against the tables (`shipped`), phrases read and
//! written back (`phrases`), homebrew cards and their diagnostics (`homebrew`).

mod homebrew;
mod phrases;
mod shipped;

use super::Catalog;

/// Every shipped card.
fn base() -> Catalog {
    Catalog::base().unwrap()
}
