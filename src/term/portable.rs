//! Where there are no Unix signals (Windows): the counterpart of `unix.rs`, with the same
//! names. Ctrl-C arrives as a key in raw mode, as on Unix. The console's other control
//! events are noted by a handler as the signal each stands for and acted on by the loop like
//! that signal: Ctrl-Break as SIGINT, the console window closed as SIGHUP, logging off or
//! shutting down as SIGTERM. Windows ends the program as soon as the handler returns from the
//! last three, so the handler never returns from them: the loop saves the game, restores the
//! terminal and ends the program first, within the seconds Windows allows. Ctrl-Z is not
//! offered: there is no job control.
//!
//! Compiled in the Unix tests too, without the console handler, so that both counterparts are
//! checked on every system.

use std::io;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Duration;

/// The signal that asked the program to stop (0 for none), noted by the console handler.
static STOP: AtomicI32 = AtomicI32::new(0);

/// The POSIX numbers of the signals the console events stand for (the Windows C runtime
/// numbers SIGINT and SIGTERM the same way).
const SIGHUP: i32 = 1;
const SIGINT: i32 = 2;
const SIGTERM: i32 = 15;

/// The console's control events (`CTRL_*_EVENT` in the Windows API, which checks them
/// against its own when compiled for Windows).
const CTRL_C_EVENT: u32 = 0;
const CTRL_BREAK_EVENT: u32 = 1;
const CTRL_CLOSE_EVENT: u32 = 2;
const CTRL_LOGOFF_EVENT: u32 = 5;
const CTRL_SHUTDOWN_EVENT: u32 = 6;

/// The requests to stop, noted by the console handler and acted on by the loop.
pub(crate) struct Signals(());

impl Signals {
    /// Installs the console handler (on Windows).
    pub(crate) fn register() -> io::Result<Signals> {
        console::install()?;
        Ok(Signals(()))
    }

    /// The signal that asked the program to stop, if one did.
    pub(crate) fn stop_signal(&self) -> Option<i32> {
        match STOP.load(Ordering::SeqCst) {
            0 => None,
            signal => Some(signal),
        }
    }

    /// Never: nothing asks the program to suspend here.
    pub(crate) fn take_suspend(&self) -> bool {
        false
    }
}

/// Never: a console's lines are read one at a time, a paste's too.
pub(crate) fn input_waiting(_within: Duration) -> bool {
    false
}

/// Ctrl-Z is not offered: there is no job control.
pub(crate) const SUSPEND: Option<fn()> = None;

/// A console event as the loop sees it: the signal it stands for, and whether Windows ends
/// the program when the handler returns. `None` for events that are not for this program.
fn signal_of(event: u32) -> Option<(i32, bool)> {
    match event {
        CTRL_C_EVENT | CTRL_BREAK_EVENT => Some((SIGINT, false)),
        CTRL_CLOSE_EVENT => Some((SIGHUP, true)),
        CTRL_LOGOFF_EVENT | CTRL_SHUTDOWN_EVENT => Some((SIGTERM, true)),
        _ => None,
    }
}

/// What the console handler does with `event`: notes the signal it stands for for the loop.
/// Returns whether the event is taken, and whether Windows would then end the program.
fn note(event: u32) -> Option<bool> {
    let (signal, ends_program) = signal_of(event)?;
    STOP.store(signal, Ordering::SeqCst);
    Some(ends_program)
}

#[cfg(windows)]
mod console {
    use std::io;

    use windows_sys::Win32::Foundation::{FALSE, TRUE};
    use windows_sys::Win32::System::Console as win;
    use windows_sys::core::BOOL;

    const _: () = assert!(
        super::CTRL_C_EVENT == win::CTRL_C_EVENT
            && super::CTRL_BREAK_EVENT == win::CTRL_BREAK_EVENT
            && super::CTRL_CLOSE_EVENT == win::CTRL_CLOSE_EVENT
            && super::CTRL_LOGOFF_EVENT == win::CTRL_LOGOFF_EVENT
            && super::CTRL_SHUTDOWN_EVENT == win::CTRL_SHUTDOWN_EVENT
    );

    /// Installs [`handler`] in front of the console's default one (which ends the program).
    pub(super) fn install() -> io::Result<()> {
        // SAFETY: registers a function that lives as long as the program and touches only an
        // atomic.
        if unsafe { win::SetConsoleCtrlHandler(Some(handler), TRUE) } == FALSE {
            return Err(io::Error::last_os_error());
        }
        Ok(())
    }

    /// Runs on a thread of its own for each console event.
    unsafe extern "system" fn handler(event: u32) -> BOOL {
        match super::note(event) {
            None => FALSE,
            Some(false) => TRUE,
            // Returning would end the program at once: wait for the loop to end it.
            Some(true) => loop {
                std::thread::park();
            },
        }
    }
}

#[cfg(not(windows))]
mod console {
    /// Nothing to install: there is no Windows console.
    pub(super) fn install() -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn console_events_stand_for_the_signals_that_end_the_game_on_unix() {
        assert_eq!(signal_of(CTRL_C_EVENT), Some((SIGINT, false)));
        assert_eq!(signal_of(CTRL_BREAK_EVENT), Some((SIGINT, false)));
        assert_eq!(signal_of(CTRL_CLOSE_EVENT), Some((SIGHUP, true)));
        assert_eq!(signal_of(CTRL_LOGOFF_EVENT), Some((SIGTERM, true)));
        assert_eq!(signal_of(CTRL_SHUTDOWN_EVENT), Some((SIGTERM, true)));
        for unknown in [3, 4, 7, u32::MAX] {
            assert_eq!(signal_of(unknown), None);
        }
    }

    #[test]
    fn a_console_hands_over_the_lines_of_a_paste_one_at_a_time() {
        assert!(!input_waiting(std::time::Duration::from_millis(1)));
    }

    #[test]
    fn a_closed_console_asks_the_loop_to_stop_and_nothing_suspends() {
        let signals = Signals::register().expect("nothing to install here");
        assert_eq!(signals.stop_signal(), None);
        assert_eq!(
            note(7),
            None,
            "an unknown event is left to the next handler"
        );
        assert_eq!(signals.stop_signal(), None);
        assert_eq!(note(CTRL_CLOSE_EVENT), Some(true));
        assert_eq!(signals.stop_signal(), Some(SIGHUP));
        assert!(!signals.take_suspend());
        assert!(
            SUSPEND.is_none(),
            "Ctrl-Z is not offered without job control"
        );
    }
}
