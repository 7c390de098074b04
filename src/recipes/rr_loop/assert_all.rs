//! A loop that only asserts a test of each element (`for i in range(n): assert x[i] >= 0`)
//! as one assertion over the whole arrays: `assert np.all(x[:n] >= 0)`.
//!
//! Without a message, every failing assertion raises the same bare `AssertionError`, so which
//! element fails first does not show; an empty range passes both ways (`np.all` of nothing is
//! true), and `python -O` drops both.

use ruff_python_ast::{self as ast, Stmt};
use ruff_text_size::Ranged;

use ruff_python_ast::name::Name;

use super::{mentions_any, Translator};

pub(super) fn asserted_elements(tr: &mut Translator, body: &[Stmt]) -> Option<Vec<String>> {
    let asserts: Vec<&ast::StmtAssert> = body
        .iter()
        .map(|s| match s {
            Stmt::Assert(a) => Some(a),
            _ => None,
        })
        .collect::<Option<_>>()?;
    if asserts.is_empty() {
        return None;
    }
    if asserts.len() > 1 && asserts.iter().any(|a| a.msg.is_some()) {
        return tr
            .no("several assertions with a message (the loop reports the first failing one's)");
    }
    let np = tr.np.to_string();
    let mut lines = Vec::new();
    for assertion in asserts {
        if !mentions_any(&assertion.test, &tr.vars()) {
            return None;
        }
        if let Some(msg) = &assertion.msg {
            if mentions_any(msg, &tr.varying()) {
                return tr.no("an assertion message that names the loop's values");
            }
        }
        let before = tr.reads.len();
        let test = tr.value(&assertion.test)?;
        let read = tr.reads[before..].to_vec();
        if read.is_empty() {
            return None;
        }
        if read.iter().any(|(name, _)| !tr.known_rank(name, tr.path)) {
            tr.mark_unsafe("an array read is not proven 1-D (for rows, the loop's assertion raises on an ambiguous truth value where `np.all` tests every item)");
        }
        if !read
            .iter()
            .all(|(name, index)| spans_the_array(tr, name, index))
        {
            tr.mark_unsafe("an index may run past an array's end (the loop raises IndexError, the slice stops at the end)");
        }
        let message = assertion
            .msg
            .as_ref()
            .map(|m| format!(", {}", tr.cx.text(m.range())))
            .unwrap_or_default();
        lines.push(format!(
            "assert {np}.all({}){message}",
            without_outer_parentheses(&test)
        ));
    }
    Some(lines)
}

/// `(a) & (b)` stays; `((a) & (b))` loses the pair around the whole, which the call's own
/// parentheses make redundant.
fn without_outer_parentheses(text: &str) -> &str {
    let Some(inner) = text.strip_prefix('(').and_then(|t| t.strip_suffix(')')) else {
        return text;
    };
    if text.contains(['"', '\'', '#']) {
        return text;
    }
    let mut depth = 0i32;
    for c in inner.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return text;
        }
    }
    if depth == 0 {
        inner
    } else {
        text
    }
}

/// `x[i]` over `range(len(x))`, or over an array proven as long as `x`: every position the loop
/// reads exists, so the loop cannot raise where the slice stops at the end.
fn spans_the_array(tr: &Translator, name: &Name, index: &str) -> bool {
    let [axis] = tr.axes else { return false };
    // The read's key is the slice it became: `x[i]` over `range(len(x))` is `:len(x)`.
    let from_start = axis.lo.as_deref().is_none_or(|lo| lo == "0");
    from_start
        && index == axis.slice()
        && (axis.whole.as_ref() == Some(name) || axis.same_length.contains(name))
}
