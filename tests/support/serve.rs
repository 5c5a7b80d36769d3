//! `hextable serve` as a child process, as an operator runs it, for the crash tests and the
//! tests of several processes: started (optionally to pause at a point, `HEXTABLE_PAUSE_AT`),
//! its output kept, killed with SIGKILL. Its database is SQLite in its own directory, or a
//! PostgreSQL database several of them share ([`Served::on`]).

use std::{
    io::{BufRead, BufReader, Read},
    path::{Path, PathBuf},
    process::{Child, Stdio},
    sync::{Arc, Mutex},
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use tempfile::TempDir;

/// How long a wait may take before the test fails.
pub const TIMEOUT: Duration = Duration::from_secs(90);

/// Waits up to [`TIMEOUT`] for `f` to give a value.
pub async fn wait_for<T>(what: &str, mut f: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(v) = f() {
            return v;
        }
        assert!(start.elapsed() < TIMEOUT, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The wall clock in milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    u64::try_from(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_millis(),
    )
    .unwrap()
}

/// `line` without its terminal colour codes (`ESC [ … m`).
fn without_colours(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The bot as an operator runs it: a config file, a data directory, a database (`bot.db`),
/// and the `hextable serve` process (its output lines kept, across runs).
pub struct Served {
    pub dir: TempDir,
    config: PathBuf,
    /// The database its configuration names, for [`Served::wait_idle`].
    url: String,
    lines: Arc<Mutex<Vec<String>>>,
    child: Option<Child>,
    /// How many times it was started.
    pub runs: usize,
}

impl Served {
    /// A bot whose configuration `config` writes, given the directory (where `bot.db` is the
    /// database to name); not started.
    pub fn new(config: impl FnOnce(&Path) -> String) -> Self {
        let dir = TempDir::new().unwrap();
        let url = Self::database_url(dir.path());
        Self::in_dir(dir, url, config)
    }

    /// A bot on the database `url` (PostgreSQL, shared with other processes), whose
    /// configuration `config` writes given the directory; not started.
    pub fn on(url: &str, config: impl FnOnce(&Path) -> String) -> Self {
        Self::in_dir(TempDir::new().unwrap(), url.to_owned(), config)
    }

    fn in_dir(dir: TempDir, url: String, config: impl FnOnce(&Path) -> String) -> Self {
        let path = dir.path().join("config.toml");
        std::fs::write(&path, config(dir.path())).unwrap();
        Self {
            dir,
            config: path,
            url,
            lines: Arc::new(Mutex::new(Vec::new())),
            child: None,
            runs: 0,
        }
    }

    /// The database URL a configuration should name.
    pub fn database_url(dir: &Path) -> String {
        format!("sqlite://{}", dir.join("bot.db").display())
    }

    /// Starts `hextable serve`, to pause at `pause` if given; returns when it started.
    pub fn start(&mut self, pause: Option<&str>) -> Instant {
        assert!(self.child.is_none(), "already running");
        let mut command = super::cli::command();
        command
            .args(["serve", "--config"])
            .arg(&self.config)
            .current_dir(self.dir.path())
            .env("RUST_LOG", "info")
            .env_remove("HEXTABLE_PAUSE_AT")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(point) = pause {
            command.env("HEXTABLE_PAUSE_AT", point);
        }
        let started = Instant::now();
        let mut child = command.spawn().unwrap();
        self.runs += 1;
        eprintln!("bot run {} (pause at {pause:?})", self.runs);
        let run = self.runs;
        let out: Box<dyn Read + Send> = Box::new(child.stdout.take().unwrap());
        let err: Box<dyn Read + Send> = Box::new(child.stderr.take().unwrap());
        for stream in [out, err] {
            let lines = Arc::clone(&self.lines);
            std::thread::spawn(move || {
                for line in BufReader::new(stream).lines() {
                    let Ok(line) = line else { return };
                    let line = without_colours(&line);
                    lines.lock().unwrap().push(format!("[run {run}] {line}"));
                }
            });
        }
        self.child = Some(child);
        started
    }

    /// SIGKILL, and waits for the process to be gone.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            child.kill().unwrap();
            child.wait().unwrap();
        }
    }

    /// The output lines of run `run` (1: the first start), each tagged `[run N] `.
    pub fn lines_of_run(&self, run: usize) -> Vec<String> {
        let tag = format!("[run {run}] ");
        self.lines
            .lock()
            .unwrap()
            .iter()
            .filter(|l| l.starts_with(&tag))
            .cloned()
            .collect()
    }

    /// Waits until the outbox holds nothing undelivered (the bot is between turns; on a
    /// shared database, every process sharing it).
    pub async fn wait_idle(&self) {
        const PENDING: &str = "SELECT COUNT(*) FROM outbox WHERE delivered_ms IS NULL";
        let start = Instant::now();
        if self.url.starts_with("postgres") {
            let pool = sqlx::PgPool::connect(&self.url).await.unwrap();
            loop {
                let (pending,): (i64,) = sqlx::query_as(PENDING).fetch_one(&pool).await.unwrap();
                if pending == 0 {
                    break;
                }
                assert!(start.elapsed() < TIMEOUT, "the outbox never emptied");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            pool.close().await;
            return;
        }
        let pool = sqlx::SqlitePool::connect(&self.url).await.unwrap();
        loop {
            let (pending,): (i64,) = sqlx::query_as(PENDING).fetch_one(&pool).await.unwrap();
            if pending == 0 {
                break;
            }
            assert!(start.elapsed() < TIMEOUT, "the outbox never emptied");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        pool.close().await;
    }

    /// Whether the process is running (started and not killed).
    pub fn running(&self) -> bool {
        self.child.is_some()
    }

    /// Whether a line of the current run contains every one of `needles`.
    pub fn logged(&self, needles: &[&str]) -> bool {
        self.lines_of_run(self.runs)
            .iter()
            .any(|l| needles.iter().all(|n| l.contains(n)))
    }

    /// SIGKILL once the bot is between turns.
    pub async fn kill_idle(&mut self) {
        self.wait_idle().await;
        self.kill();
    }

    /// Waits for a line of the current run containing `needle`.
    pub async fn wait_line(&self, needle: &str) {
        let run = self.runs;
        wait_for(&format!("the bot to log {needle:?}"), || {
            self.lines_of_run(run)
                .iter()
                .any(|l| l.contains(needle))
                .then_some(())
        })
        .await;
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        self.kill();
        if std::thread::panicking() {
            let lines = self.lines.lock().unwrap();
            // Named after its directory too: several bots may run in one test.
            let name = self
                .dir
                .path()
                .file_name()
                .unwrap_or_default()
                .to_string_lossy();
            let path = std::env::temp_dir()
                .join(format!("hextable-serve-{}-{name}.log", std::process::id()));
            let _ = std::fs::write(&path, lines.join("\n"));
            eprintln!("the bot's output, every run: {}", path.display());
        }
    }
}
