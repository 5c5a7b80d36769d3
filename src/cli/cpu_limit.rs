//! `bench core --cpu-limit`: holding each bench process to a share of the machine through a
//! Linux control group, so that what several processes add can be measured on a machine with
//! fewer cores than they and the database would need (PostgreSQL itself is not held).
//!
//! Written by hand: it is three files of the cgroup filesystem (a directory, its CPU quota,
//! the process), both versions of which the kernel documents (`cgroup-v2.rst`: `cpu.max`;
//! `sched-bwc.rst`: `cpu.cfs_quota_us` and `cpu.cfs_period_us`).

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};

/// The quota's period, in microseconds (the kernel's default).
const PERIOD_US: u64 = 100_000;

/// A control group holding one process to a number of cores; removed when dropped (after the
/// process has ended).
#[derive(Debug)]
pub struct CpuLimit {
    dir: PathBuf,
}

impl CpuLimit {
    /// Makes the group `name` limited to `cores` (fractions allowed) and moves process `pid`
    /// into it.
    pub fn hold(name: &str, cores: f64, pid: u32) -> Result<Self> {
        if !(cores > 0.0 && cores.is_finite()) {
            bail!("--cpu-limit takes a positive number of cores");
        }
        let quota = ((cores * PERIOD_US as f64) as u64).max(1_000);
        let root = Path::new("/sys/fs/cgroup");
        let (dir, files) = if root.join("cgroup.controllers").exists() {
            // Version 2: the CPU controller must be on for the root's children.
            let _ = std::fs::write(root.join("cgroup.subtree_control"), "+cpu");
            let dir = root.join(name);
            (dir, vec![("cpu.max", format!("{quota} {PERIOD_US}"))])
        } else if root.join("cpu").join("cpu.cfs_quota_us").exists() {
            let dir = root.join("cpu").join(name);
            (
                dir,
                vec![
                    ("cpu.cfs_period_us", PERIOD_US.to_string()),
                    ("cpu.cfs_quota_us", quota.to_string()),
                ],
            )
        } else {
            bail!("--cpu-limit needs a Linux cgroup filesystem with the cpu controller at /sys/fs/cgroup");
        };
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("--cpu-limit: making {} (needs root)", dir.display()))?;
        let limit = Self { dir };
        for (file, value) in files {
            std::fs::write(limit.dir.join(file), value)
                .with_context(|| format!("--cpu-limit: writing {file}"))?;
        }
        std::fs::write(limit.dir.join("cgroup.procs"), pid.to_string())
            .context("--cpu-limit: moving the process into its group")?;
        Ok(limit)
    }

    /// How often the group's processes were held back, and for how long in all (seconds),
    /// from `cpu.stat`: whether the limit was what bound them.
    pub fn throttled(&self) -> (u64, f64) {
        let stat = std::fs::read_to_string(self.dir.join("cpu.stat")).unwrap_or_default();
        let field = |name: &str| {
            stat.lines()
                .find_map(|l| l.strip_prefix(name)?.trim().parse::<u64>().ok())
                .unwrap_or(0)
        };
        // Version 2 counts microseconds, version 1 nanoseconds.
        let seconds = match field("throttled_usec ") {
            0 => field("throttled_time ") as f64 / 1e9,
            us => us as f64 / 1e6,
        };
        (field("nr_throttled "), seconds)
    }
}

impl Drop for CpuLimit {
    fn drop(&mut self) {
        // Fails while a process is still inside; the bench has waited for its children.
        let _ = std::fs::remove_dir(&self.dir);
    }
}
