//! The small integer expression language of the kernel signatures: extents, scalar
//! arguments and host-side rules are written as text over named sizes (`tokens*stride_q`,
//! `d_alloc*hv*V`, `pool_slot_pitch % 4 == 0`), parsed once and evaluated in `i128` (no
//! overflow for any pair of `u64` sizes). The same text is printed into the C header, so
//! the documentation of an argument struct is the rule the runtime checks.
//!
//! Grammar: `||`, `&&`, comparisons (`== != < <= > >=`), `+ -`, `* / %`, integers, names,
//! `max(a, b)`, `min(a, b)` and parentheses. Booleans are 0 and 1.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Max,
    Min,
}

/// A parsed expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Num(i128),
    Name(String),
    Bin(Op, Box<Expr>, Box<Expr>),
}

/// A parse or evaluation error, with the expression's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError(pub String);

impl fmt::Display for ExprError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for ExprError {}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(i128),
    Name(String),
    Sym(&'static str),
}

/// `text` for an error message: whole, or its first 80 characters and how long it is.
fn shown(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(80) {
        None => text.into(),
        Some((end, _)) => format!("{}... ({} bytes)", &text[..end], text.len()).into(),
    }
}

fn lex(text: &str) -> Result<Vec<Tok>, ExprError> {
    const SYMS: [&str; 16] = [
        "||", "&&", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "(", ")", ",",
    ];
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let s = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let n = text[s..i].parse().map_err(|_| {
                ExprError(format!(
                    "`{}`: bad number `{}`",
                    shown(text),
                    shown(&text[s..i])
                ))
            })?;
            out.push(Tok::Num(n));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Name(text[s..i].to_string()));
        } else if let Some(sym) = SYMS.iter().find(|s| text[i..].starts_with(**s)) {
            out.push(Tok::Sym(sym));
            i += sym.len();
        } else {
            // `i` is on a character boundary: only ASCII has been consumed before it.
            let ch = text[i..]
                .chars()
                .next()
                .unwrap_or(char::REPLACEMENT_CHARACTER);
            return Err(ExprError(format!(
                "`{}`: unexpected character `{ch}` at byte {i}",
                shown(text)
            )));
        }
    }
    Ok(out)
}

/// How deep parentheses and `max(`/`min(` may nest, and how deep the parsed tree may be
/// (a chain `a + b + c` is a tree as deep as it is long). The parser, `eval` and the drop
/// of an `Expr` recurse once per level, so deeper text is refused instead of overflowing
/// the stack; the signatures' expressions are a few levels deep.
const MAX_NESTING: usize = 32;
const MAX_DEPTH: usize = 64;

/// An expression and the depth of its tree.
type Parsed = Result<(Expr, usize), ExprError>;

struct Parser<'a> {
    text: &'a str,
    toks: Vec<Tok>,
    pos: usize,
    nesting: usize,
}

impl Parser<'_> {
    fn err(&self, what: &str) -> ExprError {
        ExprError(format!(
            "`{}`: {what} at token {}",
            shown(self.text),
            self.pos + 1
        ))
    }
    fn eat(&mut self, sym: &str) -> bool {
        if matches!(self.toks.get(self.pos), Some(Tok::Sym(s)) if *s == sym) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    /// `Bin(op, a, b)`, unless it would be deeper than [`MAX_DEPTH`].
    fn node(&self, op: Op, (a, da): (Expr, usize), (b, db): (Expr, usize)) -> Parsed {
        let depth = 1 + da.max(db);
        if depth > MAX_DEPTH {
            return Err(self.err(&format!("expression deeper than {MAX_DEPTH} operations")));
        }
        Ok((Expr::Bin(op, Box::new(a), Box::new(b)), depth))
    }
    fn binary(&mut self, ops: &[(&str, Op)], next: fn(&mut Self) -> Parsed, chain: bool) -> Parsed {
        let mut lhs = next(self)?;
        loop {
            let Some(op) = ops.iter().find(|(s, _)| self.eat(s)).map(|(_, o)| *o) else {
                return Ok(lhs);
            };
            let rhs = next(self)?;
            lhs = self.node(op, lhs, rhs)?;
            if !chain {
                return Ok(lhs);
            }
        }
    }
    /// A whole expression inside `(`, `max(` or `min(`, at most [`MAX_NESTING`] deep.
    fn nested(&mut self) -> Parsed {
        if self.nesting >= MAX_NESTING {
            return Err(self.err(&format!("parentheses nested deeper than {MAX_NESTING}")));
        }
        self.nesting += 1;
        let e = self.or();
        self.nesting -= 1;
        e
    }
    fn or(&mut self) -> Parsed {
        self.binary(&[("||", Op::Or)], Self::and, true)
    }
    fn and(&mut self) -> Parsed {
        self.binary(&[("&&", Op::And)], Self::cmp, true)
    }
    fn cmp(&mut self) -> Parsed {
        let ops = [
            ("==", Op::Eq),
            ("!=", Op::Ne),
            ("<=", Op::Le),
            (">=", Op::Ge),
            ("<", Op::Lt),
            (">", Op::Gt),
        ];
        self.binary(&ops, Self::sum, false)
    }
    fn sum(&mut self) -> Parsed {
        self.binary(&[("+", Op::Add), ("-", Op::Sub)], Self::prod, true)
    }
    fn prod(&mut self) -> Parsed {
        let ops = [("*", Op::Mul), ("/", Op::Div), ("%", Op::Rem)];
        self.binary(&ops, Self::atom, true)
    }
    fn atom(&mut self) -> Parsed {
        let tok = self.toks.get(self.pos).cloned();
        self.pos += 1;
        match tok {
            Some(Tok::Num(n)) => Ok((Expr::Num(n), 0)),
            Some(Tok::Sym("(")) => {
                let e = self.nested()?;
                if self.eat(")") {
                    Ok(e)
                } else {
                    Err(self.err("expected `)`"))
                }
            }
            Some(Tok::Name(n)) if n == "max" || n == "min" => {
                let op = if n == "max" { Op::Max } else { Op::Min };
                if !self.eat("(") {
                    return Err(self.err("expected `(` after a function name"));
                }
                let a = self.nested()?;
                if !self.eat(",") {
                    return Err(self.err("expected `,`"));
                }
                let b = self.nested()?;
                if !self.eat(")") {
                    return Err(self.err("expected `)`"));
                }
                self.node(op, a, b)
            }
            Some(Tok::Name(n)) => Ok((Expr::Name(n), 0)),
            _ => Err(self.err("expected a number, a name or `(`")),
        }
    }
}

impl Expr {
    pub fn parse(text: &str) -> Result<Expr, ExprError> {
        let mut p = Parser {
            text,
            toks: lex(text)?,
            pos: 0,
            nesting: 0,
        };
        let (e, _) = p.or()?;
        if p.pos != p.toks.len() {
            return Err(p.err("unexpected trailing input"));
        }
        Ok(e)
    }

    /// Every name the expression reads, in order of appearance.
    pub fn names(&self) -> Vec<&str> {
        match self {
            Expr::Num(_) => vec![],
            Expr::Name(n) => vec![n.as_str()],
            Expr::Bin(_, a, b) => {
                let mut v = a.names();
                v.extend(b.names());
                v
            }
        }
    }

    /// The value, with `env` giving each name's value (`None`: unknown name).
    pub fn eval(&self, env: &dyn Fn(&str) -> Option<i128>) -> Result<i128, ExprError> {
        Ok(match self {
            Expr::Num(n) => *n,
            Expr::Name(n) => env(n).ok_or_else(|| ExprError(format!("unknown name `{n}`")))?,
            // `&&` and `||` short-circuit, so `h > 0 && hv % h == 0` never divides by zero.
            Expr::Bin(Op::And, a, b) => i128::from(a.eval(env)? != 0 && b.eval(env)? != 0),
            Expr::Bin(Op::Or, a, b) => i128::from(a.eval(env)? != 0 || b.eval(env)? != 0),
            Expr::Bin(op, a, b) => {
                let x = a.eval(env)?;
                let y = b.eval(env)?;
                let checked = |v: Option<i128>| v.ok_or_else(|| ExprError("overflow".into()));
                match op {
                    Op::Or => i128::from(x != 0 || y != 0),
                    Op::And => i128::from(x != 0 && y != 0),
                    Op::Eq => i128::from(x == y),
                    Op::Ne => i128::from(x != y),
                    Op::Lt => i128::from(x < y),
                    Op::Le => i128::from(x <= y),
                    Op::Gt => i128::from(x > y),
                    Op::Ge => i128::from(x >= y),
                    Op::Add => checked(x.checked_add(y))?,
                    Op::Sub => checked(x.checked_sub(y))?,
                    Op::Mul => checked(x.checked_mul(y))?,
                    Op::Div | Op::Rem if y == 0 => {
                        return Err(ExprError("division by zero".into()))
                    }
                    Op::Div => checked(x.checked_div_euclid(y))?,
                    Op::Rem => checked(x.checked_rem_euclid(y))?,
                    Op::Max => x.max(y),
                    Op::Min => x.min(y),
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(text: &str) -> Result<i128, ExprError> {
        let env = |n: &str| match n {
            "a" => Some(7),
            "b" => Some(3),
            "big" => Some(i128::from(u64::MAX)),
            _ => None,
        };
        Expr::parse(text)?.eval(&env)
    }

    #[test]
    fn precedence_functions_and_comparisons() {
        assert_eq!(eval("a + b * 2"), Ok(13));
        assert_eq!(eval("(a + b) * 2"), Ok(20));
        assert_eq!(eval("a - b - 1"), Ok(3));
        assert_eq!(eval("a / b + a % b"), Ok(3));
        assert_eq!(eval("max(a, b) * min(a - 10, b)"), Ok(-21));
        assert_eq!(eval("a >= b && b % 4 == 0 || a == 7"), Ok(1));
        assert_eq!(eval("a < b"), Ok(0));
        assert_eq!(eval("b < 0 && a / (b - 3) > 0"), Ok(0), "&& short-circuits");
        assert_eq!(eval("big * 2 > big"), Ok(1));
        assert!(
            eval("big * big * big").is_err(),
            "overflow is an error, not a wrap"
        );
    }

    #[test]
    fn deep_text_is_refused_before_it_overflows_the_stack() {
        let nested = format!("{}1{}", "(".repeat(100), ")".repeat(100));
        let e = Expr::parse(&nested).unwrap_err().0;
        assert!(
            e.contains("nested deeper than 32") && e.contains("(201 bytes)"),
            "{e}"
        );
        let chain = format!("{}1", "1+".repeat(100));
        let e = Expr::parse(&chain).unwrap_err().0;
        assert!(e.contains("deeper than 64 operations"), "{e}");
        assert_eq!(eval(&format!("{}1", "1+".repeat(60))), Ok(61));
        assert!(eval("max(a, é)").unwrap_err().0.contains("`é` at byte 7"));
    }

    #[test]
    fn errors_name_the_problem() {
        assert!(eval("a +").unwrap_err().0.contains("expected"));
        assert!(eval("a b").unwrap_err().0.contains("trailing"));
        assert!(eval("a $ b").unwrap_err().0.contains("`$`"));
        assert!(eval("c").unwrap_err().0.contains("`c`"));
        assert!(eval("a / (b - 3)").unwrap_err().0.contains("zero"));
        assert_eq!(
            Expr::parse("max(a, b) + c").map(|e| e.names().join(" ")),
            Ok("a b c".into())
        );
    }
}
