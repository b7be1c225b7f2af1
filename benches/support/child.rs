//! A child process waited for with its peak memory, which `std` does not report: shared by
//! the benches that time hotseat as a whole process (`replay`, `store`).

use std::io;

/// How a child process ended.
pub struct Ended {
    /// Its wait status, for `libc::WIFEXITED` and `libc::WEXITSTATUS`.
    pub status: libc::c_int,
    /// The peak resident memory of that process alone, in bytes; `None` when the system
    /// reports none.
    pub peak_bytes: Option<u64>,
}

/// Waits for the child process `pid` to end.
pub fn wait_for(pid: u32) -> io::Result<Ended> {
    let pid = libc::pid_t::try_from(pid).expect("a process id fits pid_t");
    let mut status = 0;
    // SAFETY: `rusage` is plain data, for which all zeroes is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for this process's own child and writes only into the two locals.
    let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    if reaped != pid {
        return Err(io::Error::last_os_error());
    }
    // Kibibytes on Linux, bytes on macOS.
    let unit = if cfg!(target_os = "macos") { 1 } else { 1024 };
    let peak_bytes = u64::try_from(usage.ru_maxrss).ok().map(|peak| peak * unit);
    Ok(Ended { status, peak_bytes })
}
