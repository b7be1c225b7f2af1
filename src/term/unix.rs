//! Unix: the signals the program reacts to and job control. The portable counterpart, with
//! the same names, is `portable.rs`.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use signal_hook::consts::signal::{SIGHUP, SIGINT, SIGTERM, SIGTSTP};

/// The signals the program reacts to, noted by handlers and acted on by the loop.
pub(crate) struct Signals {
    /// The last of SIGTERM, SIGHUP, SIGINT received (0 for none).
    stop: Arc<AtomicUsize>,
    /// A SIGTSTP from outside (Ctrl-Z itself arrives as a key in raw mode).
    suspend: Arc<AtomicBool>,
}

impl Signals {
    /// Installs the handlers.
    pub(crate) fn register() -> io::Result<Signals> {
        let stop = Arc::new(AtomicUsize::new(0));
        let suspend = Arc::new(AtomicBool::new(false));
        for signal in [SIGTERM, SIGHUP, SIGINT] {
            signal_hook::flag::register_usize(signal, Arc::clone(&stop), signal as usize)?;
        }
        signal_hook::flag::register(SIGTSTP, Arc::clone(&suspend))?;
        Ok(Signals { stop, suspend })
    }

    /// The signal that asked the program to stop, if one did.
    pub(crate) fn stop_signal(&self) -> Option<i32> {
        match self.stop.load(Ordering::SeqCst) {
            0 => None,
            signal => Some(signal as i32),
        }
    }

    /// Whether a SIGTSTP asked the program to suspend since the last look.
    pub(crate) fn take_suspend(&self) -> bool {
        self.suspend.swap(false, Ordering::SeqCst)
    }
}

/// How the program stops itself for Ctrl-Z: job control is there.
pub(crate) const SUSPEND: Option<fn()> = Some(stop_process_group);

/// Stops the whole process group, as a shell's job control expects (hotseat may run under
/// `cargo run` or a script, which must stop too for the shell to get its prompt back). The
/// program stays here until SIGCONT.
fn stop_process_group() {
    // SAFETY: kill(2) with pid 0 only sends a signal to our own process group; it touches no
    // memory.
    let _ = unsafe { libc::kill(0, libc::SIGSTOP) };
}
