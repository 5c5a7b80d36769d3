//! Locks that outlive a panic. A `std::sync::Mutex` whose holder panicked is "poisoned", and
//! every later `lock()` fails; code that answered that with `if let Ok(..)` silently stopped
//! doing its work for the rest of the process's life (a handed-out outbox row never given
//! back, a DM channel never remembered). The maps and sets behind our locks are changed by
//! single calls that leave them whole even when interrupted, so a poisoned lock is taken over
//! instead, and said once in the log.

use std::sync::{Mutex, MutexGuard, PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// Taking a lock whatever a panicking holder left.
pub trait Locked<T: ?Sized> {
    /// The guard, also when a holder panicked (the lock is taken over, and logged).
    fn locked(&self) -> MutexGuard<'_, T>;
}

impl<T: ?Sized> Locked<T> for Mutex<T> {
    fn locked(&self) -> MutexGuard<'_, T> {
        self.lock().unwrap_or_else(|poisoned| {
            taken_over();
            PoisonError::into_inner(poisoned)
        })
    }
}

/// Reading and writing an `RwLock` whatever a panicking holder left.
pub trait LockedRw<T: ?Sized> {
    /// The read guard, also when a writer panicked.
    fn read_locked(&self) -> RwLockReadGuard<'_, T>;
    /// The write guard, also when a writer panicked.
    fn write_locked(&self) -> RwLockWriteGuard<'_, T>;
}

impl<T: ?Sized> LockedRw<T> for RwLock<T> {
    fn read_locked(&self) -> RwLockReadGuard<'_, T> {
        self.read().unwrap_or_else(|poisoned| {
            taken_over();
            PoisonError::into_inner(poisoned)
        })
    }

    fn write_locked(&self) -> RwLockWriteGuard<'_, T> {
        self.write().unwrap_or_else(|poisoned| {
            taken_over();
            PoisonError::into_inner(poisoned)
        })
    }
}

/// Logs, once per process, that a poisoned lock was taken over (the panic itself was logged
/// where it happened).
fn taken_over() {
    static SAID: std::sync::Once = std::sync::Once::new();
    SAID.call_once(|| tracing::warn!("a lock whose holder panicked was taken over"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lock_whose_holder_panicked_still_serves() {
        let shared = std::sync::Arc::new(Mutex::new(vec![1]));
        let held = std::sync::Arc::clone(&shared);
        let _ = std::thread::spawn(move || {
            let _guard = held.lock();
            panic!("a holder fails");
        })
        .join();
        assert!(shared.lock().is_err(), "the lock should be poisoned");
        shared.locked().push(2);
        assert_eq!(*shared.locked(), vec![1, 2]);
    }
}
