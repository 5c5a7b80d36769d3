//! Build-time inputs the compiler cannot see by itself:
//!
//! - `sqlx::migrate!` in `src/store/migrate.rs` reads `migrations/` at compile time, and cargo
//!   does not know that: rebuild when a migration is added or changed;
//! - `src/i18n/` embeds every Fluent file of `locales/`: this writes the list of the files that
//!   exist (`$OUT_DIR/locales.rs`, one `include_str!` each), so that a language whose files are
//!   still being written builds with what it has, and a new file needs no code change.

use std::{env, fs, path::PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=locales");
    let root = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let locales = root.join("locales");
    let mut files = Vec::new();
    if let Ok(dirs) = fs::read_dir(&locales) {
        for dir in dirs.flatten() {
            let lang = dir.file_name().to_string_lossy().into_owned();
            println!("cargo:rerun-if-changed=locales/{lang}");
            let Ok(entries) = fs::read_dir(dir.path()) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.extension().is_some_and(|e| e == "ftl") {
                    let stem = path
                        .file_stem()
                        .map(|s| s.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    files.push((lang.clone(), stem, path));
                }
            }
        }
    }
    files.sort();
    let mut out = String::from(
        "/// Every Fluent file of `locales/`: (language folder, file stem, text).\n\
         pub(crate) static FILES: &[(&str, &str, &str)] = &[\n",
    );
    for (lang, stem, path) in &files {
        out.push_str(&format!(
            "    ({lang:?}, {stem:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    out.push_str("];\n");
    let target = PathBuf::from(env::var_os("OUT_DIR").unwrap_or_default()).join("locales.rs");
    if let Err(error) = fs::write(&target, out) {
        println!(
            "cargo:warning=could not write {}: {error}",
            target.display()
        );
    }
}
