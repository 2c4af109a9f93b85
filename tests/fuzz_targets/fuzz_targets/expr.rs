//! The signatures' expression language on any text: parse, then evaluate with sizes at
//! the edges of u64 and i128.
#![no_main]

use deltagen::vocab::expr::Expr;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match Expr::parse(&text) {
        Ok(e) => {
            let _ = e.names();
            let env = |n: &str| match n.len() % 4 {
                0 => None,
                1 => Some(i128::from(u64::MAX)),
                2 => Some(i128::MIN),
                _ => Some(n.len() as i128),
            };
            if let Err(err) = e.eval(&env) {
                assert!(!err.0.trim().is_empty(), "an empty evaluation error");
            }
        }
        Err(err) => assert!(!err.0.trim().is_empty(), "an empty parse error"),
    }
});
