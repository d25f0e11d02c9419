//! What the app does at start-up before its first frame that depends on the shipped content:
//! loading the threat catalog and the 34 shipped tracks (`gui::library::Library::load`).
//! Figures in `docs/performance.md` ("Shipped content compiled in").
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use sitting_duck::gui::library::Library;

fn startup(c: &mut Criterion) {
    c.bench_function("app start-up: load the shipped catalog and tracks", |b| {
        b.iter(Library::load)
    });
}

criterion_group!(benches, startup);
criterion_main!(benches);
