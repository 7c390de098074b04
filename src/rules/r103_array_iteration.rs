//! R103 (blocks): iterating an array: `for row in arr`, `enumerate(arr)`, `zip(arr, …)`,
//! `np.nditer`, `np.ndenumerate` — reported at the `for` statement (or the comprehension).

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use crate::checker::{Context, Reporter};
use crate::model::expr::{builtin_name, int_literal, is_number, number_literal};
use crate::model::loops::for_each_body_expr;
use crate::model::{Bound, Kind, LoopInfo, ScopeId};
use crate::rule_meta;

rule_meta!(
    "R103",
    Blocks,
    "array-iteration",
    Some("RR-loop"),
    "Iterating over an array (for row in arr, nditer, ndenumerate)"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::COMPREHENSION
    }

    fn check_stmt(&self, cx: &Context, stmt: &Stmt, out: &mut Reporter) {
        if let Stmt::For(f) = stmt {
            let header = TextRange::new(f.range.start(), f.iter.range().end());
            check(cx, f.range.start(), header, out);
        }
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        if matches!(
            expr,
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::Generator(_)
        ) {
            check(cx, expr.start(), expr.range(), out);
        }
    }
}

fn check(cx: &Context, start: ruff_text_size::TextSize, at: TextRange, out: &mut Reporter) {
    let Some(id) = cx.model.loop_at(start) else {
        return;
    };
    let info = &cx.model.loops[id];
    if !iterates_array(cx, info) || is_parameter_sweep(cx, info) {
        return;
    }
    let nested_in_owner = cx
        .loops
        .iter()
        .any(|&l| iterates_array(cx, &cx.model.loops[l]) || cx.model.loops[l].element);
    if nested_in_owner {
        return;
    }
    let message = "iterating an array materializes one element or row per Python iteration; \
                   operate on the whole array (axis= reductions, slicing)"
        .to_string();
    let mut cx = cx.clone();
    cx.hot = cx.hot || !cx.loops.is_empty();
    out.report(&cx, &META, at, message);
}

/// The loop walks an array itself rather than an index range.
pub fn iterates_array(cx: &Context, info: &LoopInfo) -> bool {
    let Some(iter) = info.iterable() else {
        return false;
    };
    let scope = info.scope;
    let array = |e: &Expr| cx.model.kind(scope, e) == Kind::Array;
    match iter {
        Expr::Call(call) => {
            if let Some(name) = cx.model.numpy_call_name(&call.func) {
                if matches!(name, "numpy.nditer" | "numpy.ndenumerate") {
                    return true;
                }
            }
            match builtin_name(&call.func) {
                Some("enumerate" | "reversed" | "iter") => {
                    call.arguments.args.first().is_some_and(array)
                }
                Some("zip") => call.arguments.args.iter().any(array),
                _ => array(iter),
            }
        }
        e => array(e),
    }
}

/// The most values a literal sweep may have (`np.linspace(1.5, 3.5, 9)`, `np.logspace(-3, 3, 7)`).
pub(super) const SWEEP_VALUES: i64 = 64;

/// `for temperature in np.linspace(1.5, 3.5, 9): m = run(temperature)`: a few parameter values,
/// each driving a whole computation — the outer sweep of the slab-loop shape (SPEC §2 (a)), one
/// scalar read per run, not element work. Only for a 1-D constructor of a literal length whose
/// values the body does not use as indexes, with a body that calls code beyond printing. Rows of a
/// random draw with a literal first dimension (`size=(K, 2)`) count alike.
fn is_parameter_sweep(cx: &Context, info: &LoopInfo) -> bool {
    if info.element {
        return false;
    }
    let Some(iter) = info.iterable() else {
        return false;
    };
    sweep_length(cx, info.scope, iter, 0).is_some_and(|n| n <= SWEEP_VALUES)
        && (body_calls_code(info) || only_prints(info))
}

/// `for T, m in zip(temps, mags): print(...)`: a few results shown, one line each.
pub(super) fn only_prints(info: &LoopInfo) -> bool {
    let crate::model::loops::Body::Stmts(stmts, orelse, _) = crate::model::loops::body(info.node)
    else {
        return false;
    };
    orelse.is_empty()
        && !stmts.is_empty()
        && stmts.iter().all(|s| {
            matches!(s, Stmt::Expr(e) if matches!(e.value.as_ref(), Expr::Call(c)
                if builtin_name(&c.func) == Some("print")))
        })
}

/// The most values one row of a parameter table holds (`size=(K, 2)`: a centre, a pair).
const PARAMETER_ROW: i64 = 8;

fn sweep_length(cx: &Context, scope: ScopeId, iter: &Expr, depth: u8) -> Option<i64> {
    match iter {
        // A parameter: the longest sweep any call of its function (in this file) passes.
        Expr::Name(n) if depth < 2 && cx.model.is_parameter(scope, n.id.as_str()) => cx
            .model
            .arguments_passed(scope, n.id.as_str())?
            .iter()
            .map(|(caller, arg)| sweep_length(cx, *caller, arg, depth + 1))
            .collect::<Option<Vec<i64>>>()?
            .into_iter()
            .max(),
        Expr::Name(n) if depth < 2 => {
            match cx.model.bindings_of(scope, n.id.as_str()).as_slice() {
                [Bound::Value(value)] => sweep_length(cx, scope, value, depth + 1),
                // `offs, w = gaussian_weights(RADIUS, SIGMA)`: that item of what it returns.
                [Bound::Unpacked(Expr::Call(call), Some(position))] => {
                    let (callee, returns) = cx.model.local_call_returns(call)?;
                    returns
                        .iter()
                        .map(|r| match r {
                            Expr::Tuple(t) => t.elts.get(*position as usize),
                            _ => None,
                        })
                        .map(|item| sweep_length(cx, callee, item?, depth + 1))
                        .collect::<Option<Vec<i64>>>()?
                        .into_iter()
                        .max()
                }
                _ => None,
            }
        }
        // `np.array([1, 4, 6, 4, 1]) / 16.0`: scaling keeps the length.
        Expr::BinOp(b) if is_number(&b.right) || is_number(&b.left) => {
            let array = if is_number(&b.right) {
                &b.left
            } else {
                &b.right
            };
            sweep_length(cx, scope, array, depth)
        }
        // `targets[::10]`: a slice is at most as long as what it slices, and `order[:2 * k:2]`
        // (`k` a parameter left at 5) at most as long as its non-negative stop allows.
        Expr::Subscript(sub) if sub.slice.is_slice_expr() => {
            let sliced = sweep_length(cx, scope, &sub.value, depth);
            let bounded = slice_stop_bound(cx, scope, &sub.slice);
            match (sliced, bounded) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        // `enumerate(taps)`: the taps themselves.
        Expr::Call(call)
            if builtin_name(&call.func) == Some("enumerate") && call.arguments.args.len() == 1 =>
        {
            sweep_length(cx, scope, &call.arguments.args[0], depth)
        }
        // As long as its shortest known sequence.
        Expr::Call(call) if builtin_name(&call.func) == Some("zip") => call
            .arguments
            .args
            .iter()
            .filter_map(|a| sweep_length(cx, scope, a, depth))
            .min(),
        Expr::Call(call) => {
            let int = |e: &Expr| integer(cx, scope, e, 0);
            let args = &call.arguments;
            // `rng.uniform(-10, 10, size=(K, 2))`: rows of a small random table.
            // Rows of parameters, not of data: each row a few values (`size=(64, 4096)` is 64
            // data rows, iterated as data).
            if let Some(size) = args.find_keyword("size") {
                return match &size.value {
                    Expr::Tuple(t) => {
                        let row: Option<i64> = t.elts.iter().skip(1).map(int).product();
                        row.filter(|&w| w <= PARAMETER_ROW)?;
                        t.elts.first().and_then(int)
                    }
                    e => int(e),
                };
            }
            match cx.model.numpy_call_name(&call.func)? {
                "numpy.linspace" | "numpy.logspace" | "numpy.geomspace" => {
                    match (args.args.get(2), args.find_keyword("num")) {
                        (Some(num), _) => int(num),
                        (None, Some(k)) => int(&k.value),
                        (None, None) => Some(50),
                    }
                }
                "numpy.arange" if args.keywords.is_empty() => {
                    let value = |e: &Expr| int(e).map(|v| v as f64).or_else(|| number_literal(e));
                    let bounds: Vec<f64> = args.args.iter().map(value).collect::<Option<_>>()?;
                    let (start, stop, step) = match bounds.as_slice() {
                        [stop] => (0.0, *stop, 1.0),
                        [start, stop] => (*start, *stop, 1.0),
                        [start, stop, step] if *step != 0.0 => (*start, *stop, *step),
                        _ => return None,
                    };
                    Some(values_between(start, stop, step))
                }
                // A literal table: numbers, or rows of numbers (`[[0.0, -0.5, 3.0, 1.0], ...]`).
                "numpy.array" | "numpy.asarray" => match args.args.first()? {
                    Expr::List(l) if l.elts.iter().all(|e| is_number(e) || is_number_row(e)) => {
                        Some(l.elts.len() as i64)
                    }
                    _ => None,
                },
                _ => None,
            }
        }
        _ => None,
    }
}

/// The most items `[:stop]` or `[:stop:step]` keeps, for a known stop ≥ 0 and step ≥ 1 (any
/// start only shortens it).
fn slice_stop_bound(cx: &Context, scope: ScopeId, slice: &Expr) -> Option<i64> {
    let Expr::Slice(s) = slice else { return None };
    let stop = integer(cx, scope, s.upper.as_deref()?, 0).filter(|v| *v >= 0)?;
    let step = match s.step.as_deref() {
        None => 1,
        Some(e) => integer(cx, scope, e, 0).filter(|v| *v >= 1)?,
    };
    Some(values_between(0.0, stop as f64, step as f64))
}

/// How many values `range`/`np.arange` make from `start` to `stop` by `step` (not zero).
pub(super) fn values_between(start: f64, stop: f64, step: f64) -> i64 {
    ((stop - start) / step).ceil().max(0.0) as i64
}

/// An integer written in the code: a literal, a constant, a parameter every call leaves at the
/// same value, and `-`, `+`, `*` of those (`np.arange(-radius, radius + 1)`).
pub(super) fn integer(cx: &Context, scope: ScopeId, e: &Expr, depth: u8) -> Option<i64> {
    if depth > 4 {
        return None;
    }
    match e {
        Expr::Name(n) if cx.model.is_parameter(scope, n.id.as_str()) => {
            let taken = cx.model.values_taken(scope, n.id.as_str())?;
            let values: Option<Vec<i64>> = taken
                .iter()
                .map(|(caller, v)| integer(cx, *caller, v, depth + 1))
                .collect();
            let values = values?;
            values.iter().all(|v| *v == values[0]).then(|| values[0])
        }
        Expr::Name(n) => cx.model.int_constant(scope, n.id.as_str()),
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => {
            integer(cx, scope, &u.operand, depth + 1).map(|v| -v)
        }
        Expr::BinOp(b) => {
            let l = integer(cx, scope, &b.left, depth + 1)?;
            let r = integer(cx, scope, &b.right, depth + 1)?;
            match b.op {
                ast::Operator::Add => l.checked_add(r),
                ast::Operator::Sub => l.checked_sub(r),
                ast::Operator::Mult => l.checked_mul(r),
                _ => None,
            }
        }
        e => int_literal(e),
    }
}

fn is_number_row(e: &Expr) -> bool {
    match e {
        Expr::List(ast::ExprList { elts, .. }) | Expr::Tuple(ast::ExprTuple { elts, .. }) => {
            !elts.is_empty() && elts.iter().all(is_number)
        }
        _ => false,
    }
}

/// A call other than printing, formatting, conversion or appending to a list.
fn body_calls_code(info: &LoopInfo) -> bool {
    let mut calls = false;
    for_each_body_expr(info.node, &mut |expr| {
        if let Expr::Call(call) = expr {
            let bookkeeping = match call.func.as_ref() {
                Expr::Name(n) => matches!(
                    n.id.as_str(),
                    "print" | "str" | "repr" | "format" | "int" | "float" | "round" | "len" | "abs"
                ),
                Expr::Attribute(a) => matches!(a.attr.id.as_str(), "append" | "format" | "write"),
                _ => false,
            };
            calls |= !bookkeeping;
        }
    });
    calls
}
