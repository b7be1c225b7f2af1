//! Unix: the signals the program reacts to and job control. The portable counterpart, with
//! the same names, is `portable.rs`.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use signal_hook::SigId;
use signal_hook::consts::signal::{SIGHUP, SIGINT, SIGTERM, SIGTSTP};

/// The signals the program reacts to, noted by handlers and acted on by the loop. The
/// handlers go when it is dropped: a signal after that does what it does by default again.
pub(crate) struct Signals {
    /// The last of SIGTERM, SIGHUP, SIGINT received (0 for none).
    stop: Arc<AtomicUsize>,
    /// A SIGTSTP from outside (Ctrl-Z itself arrives as a key in raw mode).
    suspend: Arc<AtomicBool>,
    /// The handlers installed, to remove.
    handlers: Vec<SigId>,
}

impl Signals {
    /// Installs the handlers of the signals that end or suspend the program.
    pub(crate) fn register() -> io::Result<Signals> {
        let mut signals = Signals {
            stop: Arc::new(AtomicUsize::new(0)),
            suspend: Arc::new(AtomicBool::new(false)),
            handlers: Vec::new(),
        };
        for signal in [SIGTERM, SIGHUP, SIGINT] {
            let stop = Arc::clone(&signals.stop);
            let handler = signal_hook::flag::register_usize(signal, stop, signal as usize)?;
            signals.handlers.push(handler);
        }
        let suspend = Arc::clone(&signals.suspend);
        let handler = signal_hook::flag::register(SIGTSTP, suspend)?;
        signals.handlers.push(handler);
        Ok(signals)
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

impl Drop for Signals {
    fn drop(&mut self) {
        for handler in self.handlers.drain(..) {
            signal_hook::low_level::unregister(handler);
        }
    }
}

/// Whether standard input has more to read within `within`: a terminal hands over the lines
/// of a paste together, and a person's one at a time.
pub(crate) fn input_waiting(within: Duration) -> bool {
    let mut input = libc::pollfd {
        fd: libc::STDIN_FILENO,
        events: libc::POLLIN,
        revents: 0,
    };
    let millis = libc::c_int::try_from(within.as_millis()).unwrap_or(libc::c_int::MAX);
    // SAFETY: poll(2) is given one pollfd of our own, which it writes only its events to.
    let ready = unsafe { libc::poll(&mut input, 1, millis) };
    ready > 0 && input.revents & libc::POLLIN != 0
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
