//! Drawing board pictures off the async runtime, on a few threads of their own.

use std::sync::{mpsc, Arc, Mutex, OnceLock};

use crate::core::{render_image, Image};
use crate::sync::Locked;

/// A picture to draw, with where to send it.
type Job = Box<dyn FnOnce() + Send>;

/// How much lower than the rest of the bot the drawing threads run (Linux niceness).
///
/// Drawing is most of the bot's CPU time, while a move's critical path (the core lock, the
/// database thread) is short; at equal priority, a busy machine kept that path waiting for a
/// core behind drawings and moves queued on the lock (`hextable bench core`: with drawing
/// niced, the lock is held 0.45 ms per move instead of 1.8 ms, and 20–25 % more moves go
/// through). The drawings still get every core the rest leaves idle.
const DRAWING_NICENESS: i32 = 10;

/// The drawing threads: as many as there are cores (more would only wait for a core while
/// holding their buffers), started on first use, fed through one queue. Fixed threads also
/// keep their compressor and glyph caches warm, where tokio's blocking threads come and go.
fn drawing_queue() -> Option<&'static mpsc::Sender<Job>> {
    static QUEUE: OnceLock<Option<mpsc::Sender<Job>>> = OnceLock::new();
    QUEUE
        .get_or_init(|| {
            let (sender, receiver) = mpsc::channel::<Job>();
            let receiver = Arc::new(Mutex::new(receiver));
            let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
            let mut started = 0;
            for number in 0..cores {
                let receiver = Arc::clone(&receiver);
                let spawned = std::thread::Builder::new()
                    .name(format!("hextable-draw-{number}"))
                    .spawn(move || draw_jobs(&receiver));
                match spawned {
                    Ok(_) => started += 1,
                    Err(error) => tracing::warn!(%error, "a drawing thread did not start"),
                }
            }
            (started > 0).then_some(sender)
        })
        .as_ref()
}

/// A drawing thread's life: lower its priority, then run jobs until the queue closes.
fn draw_jobs(receiver: &Mutex<mpsc::Receiver<Job>>) {
    lower_priority(DRAWING_NICENESS);
    loop {
        let job = receiver.locked().recv();
        let Ok(job) = job else { return };
        // A panic ends this picture only (its caller hears the sender drop), not the thread.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
    }
}

/// Makes the calling thread nicer by `by` (drawing and computer searches). On Linux niceness
/// is per thread (and inherited by the threads it starts); elsewhere the call would change the
/// whole process, so it is not made.
pub(super) fn lower_priority(by: i32) {
    #[cfg(target_os = "linux")]
    {
        let current = rustix::process::getpriority_process(None).unwrap_or(0);
        if let Err(error) = rustix::process::setpriority_process(None, current + by) {
            tracing::debug!(%error, "the thread keeps its priority");
        }
    }
}

/// Draws an image on the drawing threads, so drawing and encoding (a few tenths of a
/// millisecond of CPU per board) never hold up the runtime's worker threads, and the images
/// of several deliveries are drawn in parallel. `None` (logged) when it cannot be drawn:
/// adapters then send the text alone.
pub async fn render_blocking(image: &Image) -> Option<(Vec<u8>, &'static str)> {
    let owned = image.clone();
    let game = image.source.game;
    let (sender, receiver) = tokio::sync::oneshot::channel();
    let job: Job = Box::new(move || {
        // The caller may have gone; then the picture is simply dropped.
        let _ = sender.send(render_image(&owned));
    });
    let unsent = match drawing_queue() {
        Some(queue) => queue.send(job).err().map(|mpsc::SendError(job)| job),
        None => Some(job),
    };
    if let Some(job) = unsent {
        // No drawing thread could be started: tokio's blocking pool draws instead.
        tokio::task::spawn_blocking(job);
    }
    match receiver.await {
        Ok(Ok(drawn)) => Some(drawn),
        Ok(Err(error)) => {
            tracing::warn!(%game, %error, "board not rendered; sending text only");
            None
        }
        Err(_) => {
            tracing::error!(%game, "the drawing thread failed; sending text only");
            None
        }
    }
}
