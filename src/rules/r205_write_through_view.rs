//! R205 (refactor): a write into the result of `np.flip/fliplr/flipud`, `ravel`, `reshape`,
//! `.flat`, or `np.diag`/`np.diagonal` of an array not known to be 1-D: a view in NumPy, a copy in
//! cuPyNumeric, so the write silently stops reaching the original.

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{
    expr::{argument, keyword},
    Kind,
};
use crate::rule_meta;

rule_meta!(
    "R205",
    Refactor,
    "write-through-view",
    Some("RR-write-through"),
    "Write through flip/ravel/reshape/diag results (a copy on cuPyNumeric)"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::CALL
    }

    fn check_stmt(&self, cx: &Context, stmt: &Stmt, out: &mut Reporter) {
        let written: Vec<&Expr> = match stmt {
            Stmt::Assign(a) => a.targets.iter().collect(),
            Stmt::AugAssign(a) => vec![&a.target],
            _ => return,
        };
        let augmented = matches!(stmt, Stmt::AugAssign(_));
        for target in written {
            let view = match target {
                Expr::Subscript(s) => view_source(cx, &s.value, 0),
                Expr::Name(_) if augmented => view_source(cx, target, 0),
                _ => None,
            };
            if let Some(view) = view {
                if !written_back(cx, stmt, target) {
                    report(cx, stmt, &view, out);
                }
                return;
            }
        }
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        let Expr::Call(call) = expr else { return };
        if let Some(kw) = keyword(call, "out") {
            let targets: Vec<&Expr> = match &kw.value {
                Expr::Tuple(t) => t.elts.iter().collect(),
                e => vec![e],
            };
            if let Some(view) = targets.into_iter().find_map(|t| view_source(cx, t, 0)) {
                let message = format!("`out=` writes into {view}: a copy on cuPyNumeric, so the original array is not updated");
                out.report_with_recipe(cx, &META, cx.stmt, message, META.recipe);
            }
        }
    }
}

/// A later statement of the same block copies the view back into an array
/// (`img[...] = flat.reshape(img.shape)`, RR-write-through's form): the write is not lost.
fn written_back(cx: &Context, stmt: &Stmt, target: &Expr) -> bool {
    let view = match target {
        Expr::Subscript(s) => s.value.as_ref(),
        e => e,
    };
    let Expr::Name(view) = view else {
        return false;
    };
    let path = crate::model::tree::statement_path(cx.module, stmt.start());
    let Some(block) = crate::model::tree::block_holding(cx.module, &path, stmt) else {
        return false;
    };
    let bases = view_bases(cx, &view.id);
    let is_view = |e: &Expr| matches!(e, Expr::Name(n) if n.id == view.id);
    // `np.flipud(edge)`, `flat.reshape(shape)`, `edge`: the view's values, rearranged.
    let the_view = |e: &Expr| match e {
        Expr::Call(c) => {
            let rearranges = cx.model.numpy_call_name(&c.func).is_some_and(|q| {
                matches!(
                    q,
                    "numpy.flip" | "numpy.flipud" | "numpy.fliplr" | "numpy.reshape"
                )
            });
            (rearranges && c.arguments.args.first().is_some_and(is_view))
                || matches!(c.func.as_ref(), Expr::Attribute(a)
                    if a.attr.id.as_str() == "reshape" && is_view(&a.value))
        }
        e => is_view(e),
    };
    block.iter().filter(|s| s.start() > stmt.end()).any(|s| {
        let Stmt::Assign(a) = s else { return false };
        let [Expr::Subscript(t)] = a.targets.as_slice() else {
            return false;
        };
        // `img[...] = <expression of the view>`, or a slice of the view's own base
        // (`p[n - k:] = np.flipud(edge)`).
        if matches!(t.slice.as_ref(), Expr::EllipsisLiteral(_)) {
            return crate::model::expr::mentions_any(&a.value, std::slice::from_ref(&view.id));
        }
        matches!(t.value.as_ref(), Expr::Name(b) if bases.contains(&b.id)) && the_view(&a.value)
    })
}

/// The arrays a view name is made from (`edge = np.flipud(p)[:k]` → `p`).
fn view_bases(cx: &Context, view: &ast::name::Name) -> Vec<ast::name::Name> {
    fn base_of<'e>(cx: &Context, e: &'e Expr) -> Option<&'e ast::name::Name> {
        match e {
            Expr::Name(n) => Some(&n.id),
            Expr::Subscript(s) => base_of(cx, &s.value),
            Expr::Attribute(a) => base_of(cx, &a.value),
            // `np.flipud(p)`: the first argument; `p.reshape(...)`: the receiver.
            Expr::Call(c) if cx.model.numpy_call_name(&c.func).is_some() => {
                c.arguments.args.first().and_then(|a| base_of(cx, a))
            }
            Expr::Call(c) => match c.func.as_ref() {
                Expr::Attribute(a) => base_of(cx, &a.value),
                _ => None,
            },
            _ => None,
        }
    }
    cx.model
        .bound_values(cx.scope, view.as_str())
        .into_iter()
        .filter_map(|v| base_of(cx, v).cloned())
        .filter(|b| b != view)
        .collect()
}

fn report(cx: &Context, stmt: &Stmt, view: &str, out: &mut Reporter) {
    // Measured on cuPyNumeric 26.6.1: `.flat` is NumPy's own flat iterator over a host copy of
    // the whole array; the write reaches the array there, but not on the devices' terms.
    let message = if view.contains("`.flat`") {
        format!(
            "writes into {view}: cuPyNumeric has no flat iterator, so the write runs in host NumPy on the whole array (np.put writes flat positions on the devices)"
        )
    } else {
        format!(
            "writes into {view}: a view in NumPy but a copy in cuPyNumeric, so the original array silently stays unchanged"
        )
    };
    out.report(cx, &META, stmt.range(), message);
}

/// A description of the view-producing expression behind `expr`, if any.
fn view_source(cx: &Context, expr: &Expr, depth: u32) -> Option<String> {
    if depth > 6 {
        return None;
    }
    match expr {
        Expr::Call(call) => view_call(cx, call),
        Expr::Attribute(a)
            if a.attr.id.as_str() == "flat"
                && cx.model.kind(cx.scope, &a.value) != Kind::NotArray =>
        {
            Some("`.flat`".to_string())
        }
        Expr::Name(n) => cx
            .model
            .bound_values(cx.scope, n.id.as_str())
            .into_iter()
            .filter(|v| !replaces_local_base(cx, n, v))
            .find_map(|v| view_source(cx, v, depth + 1))
            .map(|v| format!("`{}` (bound to {v})", n.id)),
        // Basic slicing and `.T` of a view are views of it in NumPy too: follow the chain
        // (`np.flipud(m)[2:]`). Advanced indexing is a copy in both, so it is not followed.
        Expr::Subscript(sub) if is_basic_index(&sub.slice) => {
            view_source(cx, &sub.value, depth + 1).map(|v| format!("a slice of {v}"))
        }
        Expr::Attribute(a) if a.attr.id.as_str() == "T" => {
            view_source(cx, &a.value, depth + 1).map(|v| format!("the transpose of {v}"))
        }
        _ => None,
    }
}

/// `x = x.ravel()` with `x` a local array (not a parameter): the name now holds the view and the
/// base is no longer reachable through it, so a write into the view loses nothing.
fn replaces_local_base(cx: &Context, name: &ast::ExprName, value: &Expr) -> bool {
    let Expr::Call(call) = value else {
        return false;
    };
    matches!(view_base(cx, call), Some(Expr::Name(b)) if b.id == name.id)
        && !cx.model.binds_parameter(cx.scope, name.id.as_str())
}

/// Slices, integer literals, `None` and `...`, alone or in a tuple: NumPy's basic indexing.
fn is_basic_index(index: &Expr) -> bool {
    match index {
        Expr::Tuple(t) => t.elts.iter().all(is_basic_index),
        Expr::Slice(_) | Expr::NoneLiteral(_) | Expr::EllipsisLiteral(_) => true,
        e => crate::model::expr::int_literal(e).is_some(),
    }
}

/// The array a view-producing call views: the first argument of a function (`np.ravel(a)`,
/// `xp.reshape(a, ...)` through an array namespace), the receiver of a method (`a.ravel()`).
fn view_base<'e>(cx: &Context, call: &'e ast::ExprCall) -> Option<&'e Expr> {
    match crate::model::expr::method_call(call) {
        Some((recv, _)) if !is_namespace(cx, recv) => Some(recv),
        _ => call.arguments.args.first(),
    }
}

/// `np`, `xp`, `cupynumeric`…: a module or an array-API namespace, not an array.
fn is_namespace(cx: &Context, e: &Expr) -> bool {
    match e {
        Expr::Name(n) => cx.model.imports.lookup(n.id.as_str()).is_some() || n.id.as_str() == "xp",
        _ => false,
    }
}

/// A view of a temporary (`xp.reshape(xp.arange(15.0), ...)`, `(a + b).ravel()`) is the only
/// handle on its data: writing into it loses nothing.
fn views_a_temporary(cx: &Context, call: &ast::ExprCall) -> bool {
    view_base(cx, call)
        .is_some_and(|b| !matches!(b, Expr::Name(_) | Expr::Attribute(_) | Expr::Subscript(_)))
}

fn view_call(cx: &Context, call: &ast::ExprCall) -> Option<String> {
    if views_a_temporary(cx, call) {
        return None;
    }
    if let Some(member) = super::numpy_member(cx, call) {
        return match member {
            "ravel" | "reshape"
                if call.arguments.keywords.is_empty()
                    && match call.arguments.args.as_ref() {
                        [a] => member == "ravel" && strided(cx, a, 0),
                        [a, shape] => {
                            member == "reshape"
                                && !matches!(shape, Expr::Tuple(_) | Expr::List(_))
                                && strided(cx, a, 0)
                        }
                        _ => false,
                    } =>
            {
                None
            }
            "flip" | "fliplr" | "flipud" | "ravel" | "reshape" => {
                Some(format!("the result of `np.{member}`"))
            }
            "diag" | "diagonal" => {
                let arg = argument(call, 0, "v").or_else(|| argument(call, 0, "a"))?;
                (!is_known_1d(cx, arg, 0)).then(|| format!("the result of `np.{member}`"))
            }
            _ => None,
        };
    }
    let (recv, method) = crate::model::expr::method_call(call)?;
    if cx.model.kind(cx.scope, recv) == Kind::NotArray || is_namespace(cx, recv) {
        return None;
    }
    if flattens(call, method) && strided(cx, recv, 0) {
        // `m.T.ravel()`, `x[::2].reshape(-1)`: NumPy has to copy too; the write is lost in both.
        return None;
    }
    matches!(method, "ravel" | "reshape" | "diagonal")
        .then(|| format!("the result of `.{method}()`"))
}

/// `.ravel()` or a one-axis `.reshape(-1)` / `.reshape(n)`.
fn flattens(call: &ast::ExprCall, method: &str) -> bool {
    match method {
        "ravel" => call.arguments.is_empty(),
        "reshape" => {
            call.arguments.keywords.is_empty()
                && matches!(call.arguments.args.as_ref(), [a] if !matches!(a, Expr::Tuple(_) | Expr::List(_)))
        }
        _ => false,
    }
}

/// An array whose elements are not contiguous in C order: a transpose (`.T`, `.transpose()`,
/// `.swapaxes()`) or a slice with a step, or a name bound only to such.
fn strided(cx: &Context, e: &Expr, depth: u32) -> bool {
    if depth > 3 {
        return false;
    }
    match e {
        Expr::Attribute(a) => a.attr.id.as_str() == "T",
        Expr::Call(c) => matches!(
            crate::model::expr::method_call(c),
            Some((_, "transpose" | "swapaxes"))
        ),
        Expr::Subscript(sub) => {
            let steps = |x: &Expr| matches!(x, Expr::Slice(sl) if sl.step.as_deref().and_then(crate::model::expr::int_literal).is_some_and(|k| k != 1));
            match sub.slice.as_ref() {
                Expr::Tuple(t) => t.elts.iter().any(steps),
                x => steps(x),
            }
        }
        Expr::Name(n) => {
            let values = cx.model.bound_values(cx.scope, n.id.as_str());
            !values.is_empty() && values.iter().all(|v| strided(cx, v, depth + 1))
        }
        _ => false,
    }
}

/// Built by `arange`/`linspace`, a 1-argument `zeros(n)`-style constructor, or a flat list literal.
fn is_known_1d(cx: &Context, expr: &Expr, depth: u32) -> bool {
    if depth > 3 {
        return false;
    }
    match expr {
        Expr::List(l) => l
            .elts
            .iter()
            .all(|e| !matches!(e, Expr::List(_) | Expr::Tuple(_))),
        Expr::Call(call) => match super::numpy_member(cx, call) {
            Some("arange" | "linspace" | "logspace") => true,
            Some("zeros" | "ones" | "empty" | "full") => argument(call, 0, "shape")
                .is_some_and(|s| !matches!(s, Expr::Tuple(_) | Expr::List(_))),
            Some("array" | "asarray") => call
                .arguments
                .args
                .first()
                .is_some_and(|a| is_known_1d(cx, a, depth + 1)),
            _ => false,
        },
        Expr::Name(n) => {
            let values = cx.model.bound_values(cx.scope, n.id.as_str());
            !values.is_empty() && values.iter().all(|v| is_known_1d(cx, v, depth + 1))
        }
        _ => false,
    }
}
