//! RR-inplace (R202): `x = x <op> y` → `np.<ufunc>(x, y, out=x)`.
//! Safe when `x` is a fresh array this function created (with a known dtype), no other name holds
//! it, it does not escape the loop, and the other operand is a scalar literal or constant (dtype
//! and shape provably unchanged). Otherwise a copy is inserted before the loop when `x` may be
//! shared, and the fix is unsafe. Not offered when the dtype provably changes (int ÷ → float).

use ruff_diagnostics::Edit;
use ruff_python_ast::{self as ast, Expr, Number, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, site, uses_in};
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{int_literal, keyword, mentions_any};
use crate::recipe_meta;

recipe_meta!(
    "RR-inplace",
    &["R202"],
    "Rebinding x = x <op> y in a loop → in-place ufunc with out=x",
    "safe for a fresh local float/int array with a scalar operand; unsafe when x may be shared (a copy is inserted) or dtypes/shapes are unknown; not offered when the dtype provably changes, x escapes in the loop, x is rebound to a shared value, or the other operand may give x a larger shape (a one-element seed, a constructor or helper result of its own shape)",
    "the array is updated in place: another name sharing it sees the change; dtype casting follows out= rules; an operand of a larger shape than the array makes out= raise"
);

pub struct Recipe;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum DType {
    Float,
    /// float16/float32: a float64 array operand would widen the result.
    NarrowFloat,
    /// Any integer or bool dtype: a float operand or a true division makes the result float.
    Int,
    /// Float (or complex) of unknown width: array arithmetic with a float literal or a true
    /// division (`water = capacity * 0.6`) is never an integer array.
    Inexact,
    Unknown,
}

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = site(cx, finding).why(reasons::NOT_LOCATED)?;
        // Nested in an `if` of the loop is fine: the update is rewritten where it stands.
        let loop_stmt = match site.direct_loop() {
            Ok(l) => l,
            Err(_) => crate::fix::locate::enclosing_loop(&site.path[..site.path.len() - 1])
                .filter(|l| {
                    util::loop_body(l)
                        .iter()
                        .any(|s| s.range().contains_range(site.stmt.range()))
                })
                .why("not in a loop's body (the `else:` of a loop runs once)")?,
        };
        let Stmt::Assign(assign) = site.stmt else {
            return Err(Declined("not a plain assignment `x = x <op> y`"));
        };
        let [Expr::Name(target)] = assign.targets.as_slice() else {
            return Err(Declined("not a plain assignment `x = x <op> y`"));
        };
        require(
            cx.numpy_alias.is_some(),
            "the file does not import numpy (its arrays may come from another array library, which `np.<ufunc>(..., out=x)` cannot write)",
        )?;
        let name = target.id.as_str();
        let update = decompose(cx, &assign.value, name)
            .map(|(ufunc, left, right)| Update {
                ufunc,
                others: vec![if is_name(left, name) { right } else { left }],
                float_result: false,
                form: Form::Binary(left, right),
            })
            .or_else(|| call_update(cx, &assign.value, name))
            .or_else(|| {
                let steps = chain(&assign.value, name)?;
                Some(Update {
                    ufunc: if steps.iter().any(|(u, _)| *u == "divide") {
                        "divide"
                    } else {
                        steps[0].0
                    },
                    others: steps.iter().map(|(_, o)| *o).collect(),
                    float_result: false,
                    form: Form::Chain(steps),
                })
            })
            .why("not one binary operation with an in-place ufunc (`x = x + y`, `x = y * x`)")?;
        let ufunc = update.ufunc;
        require(
            made_as_array(cx, site.stmt, name, &assign.value),
            "x is only made by arithmetic, a reduction or this update (it may be a NumPy scalar, which out= cannot write)",
        )?;
        require(
            super::ndarray_held::holds_ndarray(
                cx,
                util::enclosing_body(cx, &site.path),
                name,
                &assign.value,
                made_before_loop(cx, &site.path, name, loop_stmt),
            ),
            "x may be a number: a ufunc or arithmetic of numbers gives a NumPy scalar under NumPy, which out= cannot write",
        )?;
        require(
            !crate::fix::locate::has_comment(cx, site.stmt.range()),
            reasons::COMMENT_INSIDE,
        )?;
        let others = &update.others;
        require(
            !starts_with_one_element(cx, &site.path, name, loop_stmt)
                || others.iter().all(|o| is_number(cx, o)),
            "x starts as a one-element array (`np.array([0.])`): the loop grows it by broadcasting",
        )?;
        require(
            !others.iter().any(|o| builds_a_shape(cx, o, name)),
            "the other operand is built with a shape of its own (the result may broadcast to a larger shape than x)",
        )?;
        // `power = kp * err + ki * integral` just before `power = np.clip(power, 0, 100)` in the
        // loop: what x holds here is that value, whatever it was before the loop.
        let x_dtype = match bound_earlier_in_block(cx, &site.path, site.stmt, name) {
            Earlier::Value(value) => constructor_dtype(cx, value),
            Earlier::Opaque => None,
            Earlier::NotInBlock => fresh_dtype(cx, &site.path, name, loop_stmt),
        };
        // What the array holds, for the dtype rules only: a parameter is never fresh (it is
        // copied first), but every call may pass an array of one known dtype.
        let held = x_dtype.or_else(|| parameter_dtype(cx, &site.path, name, loop_stmt));
        let other_dtypes: Vec<DType> = others.iter().map(|o| scalar_dtype(cx, o)).collect();
        let float_in_other = other_dtypes.contains(&DType::Float)
            || others.iter().any(|o| {
                crate::model::expr::any_expr(o, |e| {
                    matches!(e, Expr::NumberLiteral(n) if matches!(n.value, Number::Float(_)))
                        || matches!(e, Expr::BinOp(b) if b.op == ast::Operator::Div)
                })
            });
        if held == Some(DType::Int)
            && (float_in_other
                || update.float_result
                || ufunc == "true_divide"
                || ufunc == "divide")
        {
            // The result would be float: the dtype provably changes (out= raises).
            return Err(Declined(
                "an integer array updated with a float result (out= would raise)",
            ));
        }
        if held.is_none_or(|d| d == DType::Unknown) && (float_in_other || update.float_result) {
            // An integer image (the common input of such code) cannot hold the float result.
            return Err(Declined(
                "x's dtype is unknown and the update is float (out= raises for an integer x)",
            ));
        }
        let scope = cx.model.scope_containing(site.stmt.range());
        let starts_as_number = cx.model.bound_values(scope, name).iter().any(|v| {
            matches!(v, Expr::NumberLiteral(_))
                || matches!(v, Expr::UnaryOp(u) if matches!(u.operand.as_ref(), Expr::NumberLiteral(_)))
        });
        if starts_as_number {
            // `acc = 0` then `acc = acc + g * g`: the first iteration makes the array, and later
            // ones may broadcast it to a larger shape; there is nothing to update in place.
            return Err(Declined(
                "x starts as a Python number (the loop builds the array, perhaps by broadcasting)",
            ));
        }
        if held == Some(DType::NarrowFloat) && other_dtypes.contains(&DType::Unknown) {
            // A float64 array operand would widen the result: x's dtype changes.
            return Err(Declined(
                "a float32 array updated with an operand of unknown dtype",
            ));
        }
        let body = util::loop_body(loop_stmt);
        let uses = uses_in(cx, body, name, Some(site.stmt.range()));
        if uses.escapes || uses.passed_to_unknown {
            // Appended, yielded, stored, returned or handed to unknown code in the loop: an
            // in-place update would change every reference kept so far.
            return Err(Declined(
                "the array is stored, returned or passed to unknown code in the loop",
            ));
        }
        let (np, import) = cx.np();
        let replacement = match update.form {
            Form::Binary(left, right) => format!(
                "{np}.{ufunc}({}, {}, out={name})",
                util::argument_text(cx, left),
                util::argument_text(cx, right)
            ),
            Form::Call(call) => with_out(cx, call, name),
            Form::Chain(ref steps) => {
                require(
                    crate::fix::locate::owns_its_lines(&cx.source.text, site.stmt.range()),
                    "the update shares its line with another statement",
                )?;
                let indent = crate::fix::locate::indentation_of(&cx.source.text, site.stmt.range())
                    .why(reasons::INDENTATION)?;
                steps
                    .iter()
                    .map(|(ufunc, operand)| {
                        format!(
                            "{np}.{ufunc}({name}, {}, out={name})",
                            util::argument_text(cx, operand)
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(&format!("\n{indent}"))
            }
        };
        let mut edits = vec![Edit::range_replacement(replacement, site.stmt.range())];
        if !matches!(update.form, Form::Call(..)) {
            edits.extend(import);
        }
        // `x = a` anywhere in the loop: the in-place update would write into `a`.
        let shared_rebinding = util::all_statements(body).into_iter().any(|s| {
            matches!(s, Stmt::Assign(a)
                if !std::ptr::eq(s, site.stmt)
                    && a.targets.iter().any(|t| is_name(t, name))
                    && !makes_new_array(cx, &a.value))
        });
        require(
            !shared_rebinding,
            "x is rebound in the loop to a value that may be shared (an update in place would write into it)",
        )?;
        // Bound again earlier in the same iteration (`x = np.abs(f(y))` then `x = np.maximum(e, x)`):
        // x is that iteration's own result — a copy before the loop would name nothing yet.
        let bound_in_iteration = util::all_statements(body)
            .into_iter()
            .filter(|s| s.start() < site.stmt.start())
            .filter_map(|s| match s {
                Stmt::Assign(a) if matches!(a.targets.as_slice(), [Expr::Name(t)] if t.id.as_str() == name) => {
                    Some(a.value.as_ref())
                }
                _ => None,
            })
            .last();
        let fresh_in_iteration = match bound_in_iteration {
            Some(value) if makes_new_array(cx, value) && !is_scalar_arithmetic(cx, value) => true,
            Some(_) => {
                return Err(Declined(
                    "x is rebound earlier in the iteration to a value that may be shared",
                ))
            }
            None => false,
        };
        let fresh = fresh_in_iteration
            || (x_dtype.is_some() || made_before_loop(cx, &site.path, name, loop_stmt))
                && !aliased(cx, &site.path, name, loop_stmt);
        if !fresh {
            let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
                .why(reasons::INDENTATION)?;
            edits.push(util::insert_line_before(
                cx,
                loop_stmt,
                &format!("{indent}{name} = {name}.copy()"),
            ));
        }
        let provable = fresh
            && !other_dtypes.contains(&DType::Unknown)
            && !matches!(x_dtype, Some(DType::Unknown | DType::Inexact))
            && plain_ndarray(cx, scope, name);
        let safe = provable && !uses.rebound;
        let applicability = util::proven(safe);
        let title = match &update.form {
            Form::Chain(steps) => format!(
                "Update `{name}` in place, one operator at a time ({})",
                steps
                    .iter()
                    .map(|(u, _)| format!("`np.{u}(..., out={name})`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            _ => format!("Update `{name}` in place with `np.{ufunc}(..., out={name})`"),
        };
        Ok(util::fix(finding, META.id, title, applicability, edits))
    }
}

/// An update `x = <ufunc>(...)` and how to write it with `out=x`.
struct Update<'e> {
    ufunc: &'static str,
    /// The operands other than x (bounds of a clip; none for a unary ufunc).
    others: Vec<&'e Expr>,
    /// A float result whatever the operands' kinds (`np.sqrt`, `np.logaddexp`).
    float_result: bool,
    form: Form<'e>,
}

enum Form<'e> {
    /// `x = x + y`, `x = np.maximum(x, y)`: written as `np.<ufunc>(left, right, out=x)`.
    Binary(&'e Expr, &'e Expr),
    /// `x = np.clip(x, lo, hi)`, `x = np.sqrt(x)`: the call as written, with `out=x` added.
    Call(&'e ast::ExprCall),
    /// `x = x + a - b`: one `np.<ufunc>(x, operand, out=x)` per operator, in order.
    Chain(Vec<(&'static str, &'e Expr)>),
}

/// `x = np.sqrt(x)`, `x = np.clip(x, lo, hi)`, `x = np.fmax(x, y)`: a NumPy function with an
/// `out=` parameter whose first argument is x (or, for a commutative binary ufunc, either one).
fn call_update<'e>(cx: &FixContext, value: &'e Expr, name: &str) -> Option<Update<'e>> {
    let Expr::Call(call) = value else { return None };
    let member = cx
        .model
        .numpy_call_name(&call.func)?
        .strip_prefix("numpy.")?;
    if keyword(call, "out").is_some()
        || call
            .arguments
            .args
            .iter()
            .any(|a| matches!(a, Expr::Starred(_)))
        || call.arguments.keywords.iter().any(|k| k.arg.is_none())
    {
        return None;
    }
    let args = &*call.arguments.args;
    let mentions_x = |e: &Expr| mentions_any(e, &[ast::name::Name::new(name)]);
    let (ufunc, float_result, others): (&'static str, bool, Vec<&Expr>) = match member {
        "absolute" | "abs" | "negative" | "square" | "positive" => {
            let [x] = args else { return None };
            (
                unary_name(member),
                false,
                (!is_name(x, name)).then_some(x).into_iter().collect(),
            )
        }
        "sqrt" | "cbrt" | "exp" | "exp2" | "expm1" | "log" | "log2" | "log10" | "log1p" | "sin"
        | "cos" | "tan" | "arcsin" | "arccos" | "arctan" | "sinh" | "cosh" | "tanh" | "floor"
        | "ceil" | "trunc" | "rint" | "reciprocal" => {
            let [x] = args else { return None };
            (
                unary_name(member),
                true,
                (!is_name(x, name)).then_some(x).into_iter().collect(),
            )
        }
        "fmax" | "fmin" | "logaddexp" | "logaddexp2" | "hypot" => {
            let [a, b] = args else { return None };
            if !(is_name(a, name) ^ is_name(b, name)) {
                return None;
            }
            let other = if is_name(a, name) { b } else { a };
            let float = matches!(member, "logaddexp" | "logaddexp2" | "hypot");
            (unary_name(member), float, vec![other])
        }
        "clip" => {
            let (first, rest) = args.split_first()?;
            let bounds: Vec<&Expr> = rest
                .iter()
                .chain(
                    call.arguments
                        .keywords
                        .iter()
                        .filter(|k| {
                            k.arg.as_ref().is_some_and(|a| {
                                matches!(a.id.as_str(), "a_min" | "a_max" | "min" | "max")
                            })
                        })
                        .map(|k| &k.value),
                )
                .filter(|b| !b.is_none_literal_expr())
                .collect();
            let known_keywords = call.arguments.keywords.iter().all(|k| {
                k.arg
                    .as_ref()
                    .is_some_and(|a| matches!(a.id.as_str(), "a_min" | "a_max" | "min" | "max"))
            });
            if !is_name(first, name) || !known_keywords || rest.len() > 2 {
                return None;
            }
            ("clip", false, bounds)
        }
        _ => return None,
    };
    // The first argument must be x itself; the others must not read x (`np.fmax(x, x[::-1])`
    // would read what out= is writing).
    let first_is_x = args.first().is_some_and(|a| is_name(a, name));
    let x_only_first = others.iter().all(|o| !mentions_x(o));
    (x_only_first
        && (first_is_x
            || matches!(
                member,
                "fmax" | "fmin" | "logaddexp" | "logaddexp2" | "hypot"
            )))
    .then_some(Update {
        ufunc,
        others,
        float_result,
        form: Form::Call(call),
    })
}

/// `np.sqrt(q)` and `indx // n` give a NumPy scalar for a scalar `q` or `indx`: x must be a
/// parameter (the model saw it used as an array) or bound somewhere in the function to a value
/// that is an array — a call other than this update and other than a reduction to one value
/// (`argmin(a)`), or arithmetic on another array — not only to arithmetic on numbers
/// (`q = 2.0 * (q - r)`) and the update itself.
fn made_as_array(cx: &FixContext, stmt: &Stmt, name: &str, update: &Expr) -> bool {
    let scope = cx.model.scope_containing(stmt.range());
    if cx.model.binds_parameter(scope, name) {
        return true;
    }
    // An operand that is an array for a reason the model can show: a parameter, a name bound to
    // a NumPy call that makes arrays, or such a call itself (`np.asarray(capacity) * 0.6`) — not
    // a name whose array-ness only comes from flowing through `np.abs` and the like.
    let array_call = |c: &ast::ExprCall| {
        cx.model.numpy_call_name(&c.func).is_some() && !reduces_to_one_value(cx, c)
    };
    let other_array = |e: &Expr| {
        crate::model::expr::any_expr(e, |x| {
            let shown = match x {
                Expr::Name(n) if n.id.as_str() != name => {
                    cx.model.binds_parameter(scope, n.id.as_str())
                        || cx
                            .model
                            .bound_values(scope, n.id.as_str())
                            .iter()
                            .any(|v| matches!(v, Expr::Call(c) if array_call(c)))
                }
                Expr::Call(c) => array_call(c),
                _ => false,
            };
            shown && cx.model.kind(scope, x) == crate::model::Kind::Array
        })
    };
    cx.model.bound_values(scope, name).iter().any(|v| match v {
        _ if std::ptr::eq(*v, update) => false,
        Expr::Call(c) => !reduces_to_one_value(cx, c),
        Expr::BinOp(_) | Expr::UnaryOp(_) => other_array(v),
        Expr::Subscript(_) | Expr::Attribute(_) | Expr::Name(_) => true,
        _ => false,
    })
}

/// `np.argmin(a)`, `a.sum()`: a reduction without an `axis=` is one value (a NumPy scalar), and
/// so is one along the only axis of a flattened array (`argmin(a.ravel(), axis=-1)`).
fn reduces_to_one_value(cx: &FixContext, call: &ast::ExprCall) -> bool {
    let (name, axis_position) = match crate::model::expr::method_call(call) {
        Some((_, m)) => (m, 0),
        None => match cx.model.numpy_call_name(&call.func) {
            Some(n) => (
                crate::model::api::leaf(n.strip_prefix("numpy.").unwrap_or(n)),
                1,
            ),
            None => return false,
        },
    };
    let flat_argument = call.arguments.args.first().is_some_and(|a| {
        matches!(a, Expr::Call(c) if matches!(
            crate::model::expr::method_call(c),
            Some((_, "ravel" | "flatten"))
        ))
    });
    crate::model::api::contains(crate::model::api::REDUCTIONS, name)
        && (!crate::model::kinds::has_axis(call, axis_position) || flat_argument)
}

/// A NumPy function's name as the title says it.
fn unary_name(member: &str) -> &'static str {
    match member {
        "abs" | "absolute" => "absolute",
        "negative" => "negative",
        "square" => "square",
        "positive" => "positive",
        "sqrt" => "sqrt",
        "cbrt" => "cbrt",
        "exp" => "exp",
        "exp2" => "exp2",
        "expm1" => "expm1",
        "log" => "log",
        "log2" => "log2",
        "log10" => "log10",
        "log1p" => "log1p",
        "sin" => "sin",
        "cos" => "cos",
        "tan" => "tan",
        "arcsin" => "arcsin",
        "arccos" => "arccos",
        "arctan" => "arctan",
        "sinh" => "sinh",
        "cosh" => "cosh",
        "tanh" => "tanh",
        "floor" => "floor",
        "ceil" => "ceil",
        "trunc" => "trunc",
        "rint" => "rint",
        "reciprocal" => "reciprocal",
        "fmax" => "fmax",
        "fmin" => "fmin",
        "logaddexp" => "logaddexp",
        "logaddexp2" => "logaddexp2",
        _ => "hypot",
    }
}

/// The call as written with `out=<name>` added before its closing parenthesis.
fn with_out(cx: &FixContext, call: &ast::ExprCall, name: &str) -> String {
    let text = cx.text(call.range());
    let inner = text[..text.len() - 1].trim_end();
    let separator = if inner.ends_with(',') { " " } else { ", " };
    format!("{inner}{separator}out={name})")
}

/// `a = alpha0**2 * (phi1 - phi0)`: arithmetic not known to give an array (out= needs one).
fn is_scalar_arithmetic(cx: &FixContext, value: &Expr) -> bool {
    matches!(value, Expr::BinOp(_) | Expr::UnaryOp(_))
        && cx
            .model
            .kind(cx.model.scope_containing(value.range()), value)
            != crate::model::Kind::Array
}

/// A NumPy call, `y.copy()`, `y.astype(...)` (a copy unless `copy=False`), arithmetic or a
/// gather: a value no other name holds yet.
fn makes_new_array(cx: &FixContext, value: &Expr) -> bool {
    match value {
        Expr::Call(c) if copying_method(c) || super::pure::returns_fresh(cx, c) => true,
        Expr::Call(c) => cx
            .model
            .numpy_call_name(&c.func)
            .and_then(|n| n.strip_prefix("numpy."))
            .is_some_and(|m| !super::pure::may_return_its_argument(m)),
        Expr::BinOp(_) | Expr::UnaryOp(_) => true,
        // `pos[keep]` with an index or mask array gathers a copy (a slice would be a view).
        Expr::Subscript(sub) => {
            let scope = cx.model.scope_containing(sub.range());
            cx.model.is_array(scope, &sub.slice)
        }
        _ => false,
    }
}

/// Every value `name` is bound to is a plain ndarray, whatever the program is given: a masked
/// array or another subclass passes through arithmetic and most NumPy functions, and its own
/// operators differ from `out=` ufuncs (`ma.power` masks an overflow; `np.power(..., out=)` does
/// not).
fn plain_ndarray(cx: &FixContext, scope: crate::model::ScopeId, name: &str) -> bool {
    if cx.model.binds_parameter(scope, name) {
        return false;
    }
    let values = cx.model.bound_values(scope, name);
    !values.is_empty()
        && values
            .iter()
            .all(|v| plain_ndarray_value(cx, v, &mut vec![name.to_string()], 0))
}

/// `value` is a plain ndarray or a number, given that the names in `assumed` hold plain ndarrays.
fn plain_ndarray_value(
    cx: &FixContext,
    value: &Expr,
    assumed: &mut Vec<String>,
    depth: u32,
) -> bool {
    if depth > 8 {
        return false;
    }
    let plain =
        |e: &Expr, assumed: &mut Vec<String>| plain_ndarray_value(cx, e, assumed, depth + 1);
    match value {
        Expr::NumberLiteral(_) | Expr::BooleanLiteral(_) => true,
        Expr::Name(n) if assumed.iter().any(|a| a == n.id.as_str()) => true,
        Expr::Name(n) => {
            let scope = cx.model.scope_containing(n.range);
            if cx.model.binds_parameter(scope, n.id.as_str()) {
                return false;
            }
            let values = cx.model.bound_values(scope, n.id.as_str());
            assumed.push(n.id.to_string());
            let all = !values.is_empty() && values.iter().all(|v| plain(v, assumed));
            assumed.pop();
            all
        }
        Expr::BinOp(b) => plain(&b.left, assumed) && plain(&b.right, assumed),
        Expr::UnaryOp(u) => plain(&u.operand, assumed),
        Expr::Subscript(s) => plain(&s.value, assumed),
        Expr::Attribute(a) => {
            matches!(a.attr.as_str(), "T" | "real" | "imag") && plain(&a.value, assumed)
                || cx.model.imports.qualified_name(value).is_some_and(|q| {
                    matches!(
                        q.as_str(),
                        "numpy.pi" | "numpy.e" | "numpy.inf" | "numpy.nan"
                    )
                })
        }
        Expr::Call(c) => match cx.model.numpy_call_name(&c.func) {
            Some(q) => {
                let member = q.strip_prefix("numpy.").unwrap_or("");
                let leaf = crate::model::api::leaf(member);
                if member.starts_with("random") || makes_a_new_plain_ndarray(leaf) {
                    return member.split('.').next() != Some("ma");
                }
                member.split('.').next() != Some("ma")
                    && !member.starts_with("matrix")
                    && c.arguments.args.iter().all(|a| plain(a, assumed))
            }
            None => match c.func.as_ref() {
                Expr::Attribute(a) => {
                    matches!(
                        a.attr.as_str(),
                        "copy" | "astype" | "reshape" | "ravel" | "flatten" | "transpose"
                    ) && plain(&a.value, assumed)
                }
                _ => false,
            },
        },
        _ => false,
    }
}

/// NumPy functions that return a base-class ndarray whatever they are given (`subok=False`).
fn makes_a_new_plain_ndarray(leaf: &str) -> bool {
    matches!(
        leaf,
        "array"
            | "asarray"
            | "ascontiguousarray"
            | "zeros"
            | "ones"
            | "empty"
            | "full"
            | "arange"
            | "linspace"
            | "logspace"
            | "geomspace"
            | "eye"
            | "identity"
            | "copy"
            | "fromfunction"
            | "frombuffer"
            | "fromiter"
            | "loadtxt"
            | "load"
            | "tri"
            | "indices"
            | "default_rng"
    )
}

fn copying_method(c: &ast::ExprCall) -> bool {
    let Expr::Attribute(a) = c.func.as_ref() else {
        return false;
    };
    match a.attr.as_str() {
        "copy" => c.arguments.is_empty(),
        "astype" => c.arguments.find_keyword("copy").is_none(),
        _ => false,
    }
}

/// Every binding of `name` in the function before the loop makes a new array
/// (`v = np.maximum(K - s, 0.0)`): there is nothing another name could share.
fn made_before_loop(cx: &FixContext, path: &[&Stmt], name: &str, loop_stmt: &Stmt) -> bool {
    let Some(function) = crate::fix::locate::enclosing_function(path) else {
        return false;
    };
    // A parameter holds the caller's array until the function body itself (not a branch of it)
    // rebinds it to a new one (`vel = vel.copy()`, the copy this recipe inserts).
    let replaced_at_top = || {
        function.body.iter().any(|s| {
            s.end() <= loop_stmt.start()
                && matches!(s, Stmt::Assign(a) if a.targets.len() == 1
                    && is_name(&a.targets[0], name)
                    && makes_new_array(cx, &a.value))
        })
    };
    if function.parameters.includes(name) && !replaced_at_top() {
        return false;
    }
    let bindings: Vec<&ast::StmtAssign> = util::all_statements(&function.body)
        .into_iter()
        .filter_map(|s| match s {
            Stmt::Assign(a) if a.targets.iter().any(|t| is_name(t, name)) => Some(a),
            _ => None,
        })
        .filter(|a| !loop_stmt.range().contains_range(a.range))
        .collect();
    !bindings.is_empty()
        && bindings.iter().all(|a| {
            a.targets.len() == 1
                && a.range.end() <= loop_stmt.start()
                && makes_new_array(cx, &a.value)
        })
}

/// `np.ones(shape_to) * x`: a constructor whose shape is not `x.shape` — the point of the
/// statement may be to broadcast x up.
fn builds_a_shape(cx: &FixContext, other: &Expr, name: &str) -> bool {
    crate::model::expr::any_expr(other, |e| {
        let Expr::Call(c) = e else { return false };
        let member = cx
            .model
            .numpy_call_name(&c.func)
            .and_then(|n| n.strip_prefix("numpy."));
        // What a function of the code returns has a shape of its own too (`_reshape_nd(w, ndim,
        // d)` builds a kernel along another axis): only NumPy's elementwise calls and the
        // scalar builtins are known not to add axes.
        if member.is_none() {
            // `rhs(u)`, `laplacian(u, h)`: computed from x, in x's shape in the common case.
            let from_x = c.arguments.args.iter().any(|a| is_name(a, name));
            if from_x {
                return false;
            }
            let scalar_builtin = matches!(c.func.as_ref(), Expr::Name(f)
                if matches!(f.id.as_str(), "float" | "int" | "abs" | "len" | "min" | "max" | "round"));
            let keeps_axes_method = matches!(c.func.as_ref(), Expr::Attribute(a)
                if !matches!(a.attr.id.as_str(), "reshape" | "repeat" | "transpose" | "swapaxes" | "outer"));
            return !scalar_builtin && !keeps_axes_method;
        }
        let shaped = matches!(
            member,
            Some(
                "ones"
                    | "zeros"
                    | "full"
                    | "empty"
                    | "broadcast_to"
                    | "tile"
                    | "resize"
                    | "reshape"
                    | "expand_dims"
                    | "atleast_2d"
                    | "atleast_3d"
                    | "outer"
                    | "kron"
                    | "meshgrid"
            )
        );
        let own_shape = c.arguments.args.first().is_some_and(|a| {
            matches!(a, Expr::Attribute(at) if at.attr.id.as_str() == "shape"
                && is_name(&at.value, name))
        });
        shaped && !own_shape
    })
}

/// `value = np.array([0.])`, `np.zeros(1)`, `np.ones((1,))` before the loop: a seed the loop's
/// broadcasting grows to the shape of what it combines (`value = value + term`).
fn starts_with_one_element(cx: &FixContext, path: &[&Stmt], name: &str, loop_stmt: &Stmt) -> bool {
    let Some(function) = crate::fix::locate::enclosing_function(path) else {
        return false;
    };
    let one = |e: &Expr| match e {
        Expr::List(l) => l.elts.len() == 1,
        Expr::Tuple(t) => t.elts.len() == 1 && t.elts.iter().all(|x| int_literal(x) == Some(1)),
        e => int_literal(e) == Some(1),
    };
    util::all_statements(&function.body).into_iter().any(|s| {
        let Stmt::Assign(a) = s else { return false };
        let Expr::Call(c) = a.value.as_ref() else {
            return false;
        };
        a.targets.iter().any(|t| is_name(t, name))
            && a.range.end() <= loop_stmt.start()
            && cx
                .model
                .numpy_call_name(&c.func)
                .and_then(|n| n.strip_prefix("numpy."))
                .is_some_and(|m| {
                    matches!(m, "array" | "asarray" | "zeros" | "ones" | "full" | "empty")
                })
            && c.arguments.args.first().is_some_and(one)
    })
}

/// A number: a literal, or a name of a plain non-array kind.
fn is_number(cx: &FixContext, e: &Expr) -> bool {
    let scope = cx.model.scope_containing(e.range());
    matches!(e, Expr::NumberLiteral(_))
        || matches!(e, Expr::UnaryOp(u) if matches!(u.operand.as_ref(), Expr::NumberLiteral(_)))
        || (matches!(e, Expr::Name(_)) && cx.model.kind(scope, e) == crate::model::Kind::NotArray)
}

fn is_name(e: &Expr, name: &str) -> bool {
    matches!(e, Expr::Name(n) if n.id.as_str() == name)
}

/// The ufunc an arithmetic operator computes.
fn operator_ufunc(op: ast::Operator) -> Option<&'static str> {
    Some(match op {
        ast::Operator::Add => "add",
        ast::Operator::Sub => "subtract",
        ast::Operator::Mult => "multiply",
        ast::Operator::Div => "divide",
        ast::Operator::FloorDiv => "floor_divide",
        ast::Operator::Mod => "remainder",
        ast::Operator::Pow => "power",
        ast::Operator::BitAnd => "bitwise_and",
        ast::Operator::BitOr => "bitwise_or",
        ast::Operator::BitXor => "bitwise_xor",
        _ => return None,
    })
}

/// `x = x + a - b`, `x = x * s + t`: a chain of operators leaning left from x, whose other
/// operands do not read x — one ufunc per operator, in order, each writing into x, computes the
/// same temporaries the expression did.
fn chain<'e>(value: &'e Expr, name: &str) -> Option<Vec<(&'static str, &'e Expr)>> {
    let mut steps = Vec::new();
    let mut e = value;
    while !is_name(e, name) {
        let Expr::BinOp(b) = e else { return None };
        steps.push((operator_ufunc(b.op)?, b.right.as_ref()));
        e = &b.left;
    }
    steps.reverse();
    let names = [ruff_python_ast::name::Name::new(name)];
    (steps.len() >= 2 && steps.iter().all(|(_, o)| !mentions_any(o, &names))).then_some(steps)
}

/// The ufunc and its two operands, when `x` is one of them.
fn decompose<'e>(
    cx: &FixContext,
    value: &'e Expr,
    name: &str,
) -> Option<(&'static str, &'e Expr, &'e Expr)> {
    match value {
        Expr::BinOp(b) => {
            let ufunc = operator_ufunc(b.op)?;
            (is_name(&b.left, name) ^ is_name(&b.right, name)).then_some((
                ufunc,
                b.left.as_ref(),
                b.right.as_ref(),
            ))
        }
        Expr::Call(call) => {
            let member = cx
                .model
                .numpy_call_name(&call.func)?
                .strip_prefix("numpy.")?;
            let ufunc = match member {
                "add" => "add",
                "subtract" => "subtract",
                "multiply" => "multiply",
                "divide" | "true_divide" => "divide",
                "maximum" => "maximum",
                "minimum" => "minimum",
                "power" => "power",
                _ => return None,
            };
            let [a, b] = &*call.arguments.args else {
                return None;
            };
            (keyword(call, "out").is_none()
                && call.arguments.keywords.is_empty()
                && (is_name(a, name) ^ is_name(b, name)))
            .then_some((ufunc, a, b))
        }
        _ => None,
    }
}

/// The dtype of `name` when every binding in the function is a constructor before the loop (or
/// the rewritten statement); `None` when it is a parameter or bound otherwise.
pub(crate) fn fresh_dtype(
    cx: &FixContext,
    path: &[&Stmt],
    name: &str,
    loop_stmt: &Stmt,
) -> Option<DType> {
    let function = crate::fix::locate::enclosing_function(path)?;
    if function.parameters.includes(name) {
        return None;
    }
    let mut dtype = None;
    let mut ok = true;
    for stmt in util::all_statements(&function.body) {
        let Stmt::Assign(a) = stmt else { continue };
        if !a.targets.iter().any(|t| is_name(t, name)) {
            continue;
        }
        if loop_stmt.range().contains_range(a.range) {
            continue; // the loop's own rebindings are R202 sites
        }
        if a.targets.len() != 1 || a.range.start() > loop_stmt.start() {
            ok = false;
            continue;
        }
        match constructor_dtype(cx, &a.value) {
            Some(d) if dtype.is_none() => dtype = Some(d),
            _ => ok = false,
        }
    }
    if ok {
        dtype
    } else {
        None
    }
}

/// How `name` was last bound before the update in the update's own block.
enum Earlier<'a> {
    /// `name = value`, a new value (not another update of `name`).
    Value(&'a Expr),
    /// A binding whose value the recipe does not follow (unpacking, a loop target, `with`).
    Opaque,
    /// Only updates of `name` (`x = f(x, ...)`, which keep its dtype) or nothing.
    NotInBlock,
}

/// The last binding of `name` before `stmt` in `stmt`'s own block, passing over updates of
/// `name` itself (`water = np.minimum(water + r, cap)` keeps what `water` held).
fn bound_earlier_in_block<'a>(
    cx: &FixContext<'a>,
    path: &[&'a Stmt],
    stmt: &Stmt,
    name: &str,
) -> Earlier<'a> {
    let Some(block) = crate::fix::locate::block_holding(cx.module, path, stmt) else {
        return Earlier::Opaque;
    };
    let Some(at) = block.iter().position(|s| std::ptr::eq(s, stmt)) else {
        return Earlier::Opaque;
    };
    for earlier in block[..at].iter().rev() {
        if !util::statement_binds(earlier, name) {
            continue;
        }
        return match earlier {
            Stmt::Assign(a) if matches!(a.targets.as_slice(), [t] if is_name(t, name)) => {
                let reads_itself = crate::model::expr::any_expr(&a.value, |e| is_name(e, name));
                if reads_itself {
                    continue;
                }
                Earlier::Value(&a.value)
            }
            Stmt::AugAssign(_) => continue,
            _ => Earlier::Opaque,
        };
    }
    Earlier::NotInBlock
}

/// The dtype of the array every call passes for the parameter `name` (`settle(rng.random((n, 2)))`),
/// when the function binds `name` nowhere but in the loop.
fn parameter_dtype(cx: &FixContext, path: &[&Stmt], name: &str, loop_stmt: &Stmt) -> Option<DType> {
    let function = crate::fix::locate::enclosing_function(path)?;
    if !function.parameters.includes(name) {
        return None;
    }
    let rebound_outside_loop = util::all_statements(&function.body)
        .into_iter()
        .any(|s| !loop_stmt.range().contains_range(s.range()) && util::statement_binds(s, name));
    if rebound_outside_loop {
        return None;
    }
    let scope = cx.model.scope_at(function.range.start())?;
    let dtypes: Vec<DType> = cx
        .model
        .arguments_passed(scope, name)?
        .iter()
        .map(|(_, arg)| held_dtype(cx, arg, 1))
        .collect::<Option<_>>()?;
    one_known_dtype(&dtypes)
}

/// The dtype all of `dtypes` share, when it is known.
fn one_known_dtype(dtypes: &[DType]) -> Option<DType> {
    match dtypes {
        [first, rest @ ..] if *first != DType::Unknown && rest.iter().all(|d| d == first) => {
            Some(*first)
        }
        _ => None,
    }
}

/// The dtype of a new array this function creates: `zeros/ones/empty/full(..., dtype=)`, and
/// `np.array(...)` (a copy unless `copy=False`), `np.copy`, `x.copy()`, `*_like` — fresh too,
/// their dtype known only when given.
fn constructor_dtype(cx: &FixContext, value: &Expr) -> Option<DType> {
    if let Expr::BinOp(b) = value {
        if float64_arithmetic(cx, b) {
            return Some(DType::Float);
        }
        return inexact_arithmetic(cx, value).then_some(DType::Inexact);
    }
    let Expr::Call(call) = value else { return None };
    if let Some(dtype) = returned_dtype(cx, call) {
        return Some(dtype);
    }
    if let Some((of, "copy")) = crate::model::expr::method_call(call) {
        return call
            .arguments
            .is_empty()
            .then(|| held_dtype(cx, of, 0).unwrap_or(DType::Unknown));
    }
    let member = cx
        .model
        .numpy_call_name(&call.func)?
        .strip_prefix("numpy.")?;
    if let Some(draw) = member
        .strip_prefix("random.Generator.")
        .or_else(|| member.strip_prefix("random."))
    {
        return random_draw_dtype(cx, call, draw);
    }
    let copies = match member {
        "array" => keyword(call, "copy").is_none(),
        "copy" | "zeros_like" | "ones_like" | "empty_like" | "full_like" => true,
        _ => false,
    };
    if copies {
        return Some(match keyword(call, "dtype").map(|k| &k.value) {
            Some(e) => dtype_named(cx, e),
            None => DType::Unknown,
        });
    }
    // `np.stack([np.full(n, 2.0), np.zeros(n)])`: a new array joining new arrays of one dtype.
    if matches!(
        member,
        "stack" | "vstack" | "hstack" | "concatenate" | "column_stack" | "row_stack"
    ) && call.arguments.keywords.is_empty()
    {
        let parts = match call.arguments.args.first()? {
            Expr::List(l) => &l.elts,
            Expr::Tuple(t) => &t.elts,
            _ => return None,
        };
        let dtypes: Vec<DType> = parts
            .iter()
            .map(|p| constructor_dtype(cx, p))
            .collect::<Option<_>>()?;
        return match dtypes.as_slice() {
            [first, rest @ ..] if rest.iter().all(|d| d == first) => Some(*first),
            _ => None,
        };
    }
    if matches!(member, "linspace" | "logspace" | "geomspace") {
        // Float64 unless given a dtype — or a complex bound, which a real literal cannot be.
        let real_literals = call
            .arguments
            .args
            .iter()
            .take(2)
            .all(|a| matches!(scalar_dtype(cx, a), DType::Int | DType::Float));
        return Some(match keyword(call, "dtype").map(|k| &k.value) {
            Some(e) => dtype_named(cx, e),
            None if real_literals => DType::Float,
            None => DType::Inexact,
        });
    }
    if !matches!(member, "zeros" | "ones" | "empty" | "full") {
        return None;
    }
    match keyword(call, "dtype").map(|k| &k.value) {
        None if member == "full" => Some(fill_dtype(
            cx,
            crate::model::expr::argument(call, 1, "fill_value")?,
        )),
        None => Some(DType::Float),
        Some(e) => Some(dtype_named(cx, e)),
    }
}

/// `np.full(n, -65.0) + rng.uniform(0, 10, n)`: a new float64 array combined with a float64
/// or integer array or number gives a new float64 array.
fn float64_arithmetic(cx: &FixContext, b: &ast::ExprBinOp) -> bool {
    if !matches!(
        b.op,
        ast::Operator::Add | ast::Operator::Sub | ast::Operator::Mult | ast::Operator::Div
    ) {
        return false;
    }
    let array = |e: &Expr| constructor_dtype(cx, e);
    let operand = |e: &Expr| {
        array(e).or(match scalar_dtype(cx, e) {
            DType::Unknown => None,
            d => Some(d),
        })
    };
    let float64_with_real = |x: &Expr, other: &Expr| {
        array(x) == Some(DType::Float) && matches!(operand(other), Some(DType::Float | DType::Int))
    };
    float64_with_real(&b.left, &b.right) || float64_with_real(&b.right, &b.left)
}

/// `capacity * 0.6`, `total / n`: an array (as the model knows it) made by arithmetic whose
/// result cannot be an integer array — a new array, never a view of an operand.
fn inexact_arithmetic(cx: &FixContext, value: &Expr) -> bool {
    let Expr::BinOp(b) = value else { return false };
    let float_literal =
        |e: &Expr| matches!(e, Expr::NumberLiteral(n) if matches!(n.value, Number::Float(_)));
    let inexact = match b.op {
        ast::Operator::Div => true,
        ast::Operator::Add | ast::Operator::Sub | ast::Operator::Mult => {
            float_literal(&b.left)
                || float_literal(&b.right)
                || holds_inexact(cx, &b.left, 0)
                || holds_inexact(cx, &b.right, 0)
        }
        _ => false,
    };
    let scope = cx.model.scope_containing(b.range);
    inexact && cx.model.kind(scope, value) == crate::model::Kind::Array
}

/// A call of a function of this file that returns only new arrays of one known dtype
/// (`flow = np.zeros(n)` … `return flow`).
fn returned_dtype(cx: &FixContext, call: &ast::ExprCall) -> Option<DType> {
    if !super::pure::returns_fresh(cx, call) {
        return None;
    }
    let (_, returns) = cx.model.local_call_returns(call)?;
    let dtypes: Vec<DType> = returns
        .iter()
        .map(|r| match r {
            Expr::Name(_) => held_dtype(cx, r, 1),
            r => constructor_dtype(cx, r),
        })
        .collect::<Option<_>>()?;
    one_known_dtype(&dtypes)
}

/// An operand that makes `+ - *` inexact: a name holding a float array (`integral =
/// np.zeros(n)`), or arithmetic with one (`ki * integral`).
fn holds_inexact(cx: &FixContext, e: &Expr, depth: u32) -> bool {
    if depth > 8 {
        return false;
    }
    match e {
        Expr::Name(_) => matches!(held_dtype(cx, e, 1), Some(DType::Float | DType::Inexact)),
        Expr::BinOp(b)
            if matches!(
                b.op,
                ast::Operator::Add | ast::Operator::Sub | ast::Operator::Mult
            ) =>
        {
            holds_inexact(cx, &b.left, depth + 1) || holds_inexact(cx, &b.right, depth + 1)
        }
        _ => false,
    }
}

/// The dtype of the array a name holds when it is bound once to a constructor, or when every
/// caller passes such an array (`holdings = weights.copy()`, `weights` a Dirichlet draw).
fn held_dtype(cx: &FixContext, e: &Expr, depth: u32) -> Option<DType> {
    if depth > 3 {
        return None;
    }
    let Expr::Name(n) = e else {
        return constructor_dtype(cx, e);
    };
    let model = cx.model;
    let scope = model.scope_containing(n.range);
    let dtypes: Vec<DType> = if model.is_parameter(scope, n.id.as_str()) {
        model
            .arguments_passed(scope, n.id.as_str())?
            .iter()
            .map(|(_, arg)| held_dtype(cx, arg, depth + 1))
            .collect::<Option<_>>()?
    } else {
        // `vel = 0.3 * rng.normal(size=(n, 3))`, then `vel -= drift`: an in-place update keeps
        // the dtype of the array made first (or raises).
        let [value] = model.values_updated_in_place(scope, n.id.as_str())?[..] else {
            return None;
        };
        vec![constructor_dtype(cx, value)?]
    };
    one_known_dtype(&dtypes)
}

/// The dtype `np.full` takes from its fill value: a literal or a name bound to one, or Python
/// arithmetic that is float (`1.0 / n`: a true division or a float literal among scalars).
fn fill_dtype(cx: &FixContext, fill: &Expr) -> DType {
    let known = scalar_dtype(cx, fill);
    if known != DType::Unknown {
        return known;
    }
    let scope = cx.model.scope_containing(fill.range());
    let Expr::BinOp(b) = fill else {
        return DType::Unknown;
    };
    let scalar_operands = [&b.left, &b.right]
        .iter()
        .all(|e| !matches!(cx.model.kind(scope, e), crate::model::Kind::Array));
    let float = b.op == ast::Operator::Div
        || [&b.left, &b.right]
            .iter()
            .any(|e| scalar_dtype(cx, e) == DType::Float);
    if scalar_operands && float {
        DType::Float
    } else {
        DType::Unknown
    }
}

/// A float random draw with a size (`rng.normal(0, 1, n)`, `np.random.rand(n, m)`): a new
/// float64 array (or the `dtype=` given). Without a size a draw is a Python float, and integer
/// distributions are left alone.
fn random_draw_dtype(cx: &FixContext, call: &ast::ExprCall, draw: &str) -> Option<DType> {
    // The position of `size` among the positional parameters.
    let size_at = match draw {
        "rand" | "randn" => 0,
        "random"
        | "random_sample"
        | "standard_normal"
        | "standard_exponential"
        | "standard_cauchy" => 0,
        "exponential" | "rayleigh" | "chisquare" | "standard_gamma" | "standard_t" | "weibull"
        | "pareto" | "power" | "dirichlet" => 1,
        "normal" | "uniform" | "lognormal" | "laplace" | "logistic" | "gumbel" | "gamma"
        | "beta" => 2,
        _ => return None,
    };
    let sized = call.arguments.args.len() > size_at
        || call
            .arguments
            .keywords
            .iter()
            .any(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "size"));
    if !sized || call.arguments.args.iter().any(|a| a.is_starred_expr()) {
        return None;
    }
    Some(match keyword(call, "dtype").map(|k| &k.value) {
        None => DType::Float,
        Some(e) => dtype_named(cx, e),
    })
}

/// `float`, `np.float32`, `"uint8"`, `bool`, …
fn dtype_named(cx: &FixContext, e: &Expr) -> DType {
    let text = cx.text(e.range());
    let name = text
        .rsplit('.')
        .next()
        .unwrap_or(text)
        .trim_matches(['"', '\''])
        .trim_end_matches('_');
    match name {
        "float" | "float64" | "double" | "f8" => DType::Float,
        "float32" | "float16" | "single" | "half" | "f4" | "f2" => DType::NarrowFloat,
        n if n == "int"
            || n == "bool"
            || n.starts_with("int")
            || n.starts_with("uint")
            || matches!(
                n,
                "intp" | "uintp" | "i4" | "i8" | "u1" | "u2" | "u4" | "u8" | "b1"
            ) =>
        {
            DType::Int
        }
        _ => DType::Unknown,
    }
}

/// A numeric literal, or a name bound once to one (a scalar: shape and dtype known).
fn scalar_dtype(cx: &FixContext, e: &Expr) -> DType {
    scalar_dtype_within(cx, e, 0)
}

/// `scalar_dtype`, following a parameter to what every call passes (or its default) up to
/// three calls deep: `def exchanger(t_in): th = np.full(n, t_in)` called as `exchanger(90.0)`.
fn scalar_dtype_within(cx: &FixContext, e: &Expr, depth: u32) -> DType {
    if let Expr::Name(n) = e {
        let scope = cx.model.scope_containing(n.range);
        if depth < 3 && scope != 0 && cx.model.is_parameter(scope, n.id.as_str()) {
            let dtypes: Option<Vec<DType>> =
                cx.model.values_taken(scope, n.id.as_str()).map(|values| {
                    values
                        .iter()
                        .map(|(_, v)| scalar_dtype_within(cx, v, depth + 1))
                        .collect()
                });
            return match dtypes.as_deref() {
                Some([first, rest @ ..]) if rest.iter().all(|d| d == first) => *first,
                _ => DType::Unknown,
            };
        }
    }
    match e {
        Expr::NumberLiteral(n) => match n.value {
            Number::Int(_) => DType::Int,
            Number::Float(_) => DType::Float,
            Number::Complex { .. } => DType::Unknown,
        },
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => {
            scalar_dtype_within(cx, &u.operand, depth)
        }
        // A module constant bound once to a literal, alone or in a tuple of literals
        // (`V_REST, V_RESET = -65.0, -70.0`).
        Expr::Name(n) => match cx.model.bindings_of(0, n.id.as_str()).as_slice() {
            [crate::model::Bound::Value(v @ (Expr::NumberLiteral(_) | Expr::UnaryOp(_)))] => {
                scalar_dtype_within(cx, v, depth)
            }
            [crate::model::Bound::Unpacked(Expr::Tuple(t), Some(position))] => {
                match t.elts.get(*position as usize) {
                    Some(v @ (Expr::NumberLiteral(_) | Expr::UnaryOp(_))) => {
                        scalar_dtype_within(cx, v, depth)
                    }
                    _ => DType::Unknown,
                }
            }
            _ => DType::Unknown,
        },
        _ => DType::Unknown,
    }
}

/// Outside the loop, something may keep `name`'s array or a view of it: another name
/// (`y = x`, `head = x[:2]`, `t = x.T`), a container, a generator, or a call that is not NumPy
/// (`log = Recorder(x)`, `register(x)`) — an in-place update would show through it.
fn aliased(cx: &FixContext, path: &[&Stmt], name: &str, loop_stmt: &Stmt) -> bool {
    let Some(function) = crate::fix::locate::enclosing_function(path) else {
        return true;
    };
    let outside = uses_in(cx, &function.body, name, Some(loop_stmt.range()));
    outside.kept || outside.passed_to_unknown
}
