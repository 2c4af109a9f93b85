//! `bench`: the benchmark without LLVM (`cargo build --release --no-default-features
//! --features cuda --bin bench`); the same command as `deltagen bench` (`deltagen::bench`).

use std::process::ExitCode;

fn main() -> ExitCode {
    deltagen::stdio::end_quietly_on_closed_stdout();
    let args: Vec<String> = std::env::args().skip(1).collect();
    deltagen::bench::main(&args)
}
