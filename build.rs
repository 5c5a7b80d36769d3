//! Rebuilds when a migration file is added or changed: `sqlx::migrate!` in
//! `src/store/migrate.rs` reads `migrations/` at compile time, and cargo does not know that.

fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
