//! Process-level output behaviour shared by the command-line programs.

/// Let a closed stdout (`gpu_check | head`) end the process quietly, as it does a C
/// program, instead of `println!` panicking on the broken pipe. Rust starts programs with
/// SIGPIPE ignored; this restores the default action. Call it first thing in `main`.
pub fn end_quietly_on_closed_stdout() {
    #[cfg(unix)]
    {
        extern "C" {
            fn signal(signum: i32, handler: usize) -> usize;
        }
        // SIGPIPE is 13 and SIG_DFL is 0 on Linux and macOS.
        const SIGPIPE: i32 = 13;
        const SIG_DFL: usize = 0;
        // SAFETY: `signal` from the C library with a valid signal number and the default
        // disposition; no Rust handler is installed, so nothing runs in signal context.
        unsafe {
            signal(SIGPIPE, SIG_DFL);
        }
    }
}
