//! RR-batch's reductions: a loop that reduces one item at a time (`for row in a: means.append(row.mean())`,
//! `out[k] = np.max(np.abs(x[k]))`, `total += float(np.sum(row))`) becomes one reduction over the
//! stack along every axis but the first, `axis=tuple(range(1, a.ndim))` (for a 2-D stack that is
//! `axis=1`; for a 1-D stack, where each item is a number, it is `axis=()`, which reduces nothing).
//! Max, min, any, all, median and count_nonzero give exactly the per-item results; sums,
//! means, products, variances and standard deviations may differ in the last bits when the
//! stack is not C-contiguous (NumPy adds in another order), so those are unsafe.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::{reasons, require, Why};

use super::util;
use crate::finding::Finding;
use crate::fix::{Alternative, FixContext};
use crate::model::expr::{builtin_name, mentions_any, method_call};

/// Reductions whose result per item equals the batched result along the item axes, exactly.
pub(super) const EXACT: &[&str] = &[
    "max",
    "min",
    "amax",
    "amin",
    "any",
    "all",
    "median",
    "count_nonzero",
    "nanmax",
    "nanmin",
    "argmax",
    "argmin",
];
/// cuPyNumeric 26.6.1 reduces these along one axis only ("multi-axis only supported for
/// decomposable reductions", measured): they are batched only over 2-D stacks.
/// NumPy's `argmax`/`argmin` take one axis too (each item's index is into the flattened item).
pub(super) const ONE_AXIS_ONLY: &[&str] = &["any", "all", "count_nonzero", "argmax", "argmin"];
const FLATTENED_BESIDE_OTHERS: &str =
    "an item of unknown rank, flattened for a one-axis reduction, beside another array (it would not line up)";
const ONE_AXIS_ONLY_UNPROVEN: &str =
    "any/all/count_nonzero/argmax reduce along one axis only, and the items are columns";
/// The same up to the order of floating-point additions or multiplications.
const ROUNDED: &[&str] = &["sum", "mean", "prod", "var", "std", "nansum", "nanmean"];
/// Method forms (`row.mean()`): `ptp`, `median`, `count_nonzero` and the `nan*` ones are not
/// ndarray methods.
const METHODS: &[&str] = &[
    "max", "min", "any", "all", "sum", "mean", "prod", "var", "std", "argmax", "argmin",
];

/// How the loop walks the stack of items.
#[derive(Clone)]
pub(super) struct Walk {
    /// The stack as text (`x[:n]`, `x`) and the array it is of.
    pub(super) stack: String,
    pub(super) base: Name,
    /// How many items, as text (`n`, `len(x)`).
    pub(super) count: String,
    /// The loop's integer index, when it has one.
    pub(super) index: Option<Name>,
    /// The loop variable bound to the item itself (`for row in x`).
    item: Option<Name>,
    /// The items are the columns `x[:, k]` (the stack's second axis), not `x[k]`.
    pub(super) column: bool,
    /// Slices after the index that every item takes (`paths[p, 1:]`: `1:`).
    tail: Tail,
    /// The items are consecutive frames `x[k * K:(k + 1) * K]` of `x`, not its rows.
    pub(super) frame: Option<Frame>,
    /// Temporaries of the body that hold an elementwise function of the item
    /// (`err = recon[z] - truth[z]`): over the stack, under the same names, stacks too.
    pub(super) stacked_temps: Vec<Name>,
    /// The item axes of a mapped value, when reductions nested in an elementwise operand may
    /// keep them (`x[k] - x[k].mean()` → `x[:n] - x[:n].mean(axis=1, keepdims=True)`).
    pub(super) nested_axes: Option<String>,
}

/// Frames of `size` values, `x[k * size:(k + 1) * size]` for `k in range(len(x) // size)`: the
/// rows of `x[:n * size].reshape(n, size)`.
#[derive(Clone)]
pub(super) struct Frame {
    shape: FrameShape,
    /// `x` is built 1-D in the function (the stack is then 2-D).
    pub(super) one_d: bool,
    /// The size is a positive integer literal: with a negative one the loop runs no iteration and
    /// the reshape raises.
    pub(super) exact: bool,
    /// The reshaped stack, when it is bound to a name first (`seg = x[:n * 8].reshape(n, 8)`).
    source: Option<String>,
}

/// A frame's step and length as written: `x[k * hop:k * hop + width]` (`hop == width` for
/// consecutive frames, `x[k * K:(k + 1) * K]`).
#[derive(Clone, PartialEq)]
pub(super) struct FrameShape {
    pub(super) hop: String,
    width: String,
}

impl FrameShape {
    pub(super) fn consecutive(&self) -> bool {
        self.hop == self.width
    }
}

const GATHERED_FRAMES: &str = "every frame is gathered into one array (W/H times the signal when frames overlap); with a signal shorter than one frame the frame count is negative: the loop ran no iteration, while `out[:count]` selects from the end; a batched sum, mean or variance may differ in the last bits";

/// Slices with integer-literal bounds, `(lower, upper, step)` each.
type Tail = Vec<(Option<i64>, Option<i64>, Option<i64>)>;

fn tail_text(tail: &Tail) -> String {
    let bound = |b: &Option<i64>| b.map(|v| v.to_string()).unwrap_or_default();
    tail.iter()
        .map(|(lo, hi, step)| match step {
            Some(step) => format!("{}:{}:{step}", bound(lo), bound(hi)),
            None => format!("{}:{}", bound(lo), bound(hi)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `1:`, `:-1`, `::2`: a slice whose bounds are integer literals or absent.
fn literal_slice(e: &Expr) -> Option<(Option<i64>, Option<i64>, Option<i64>)> {
    let Expr::Slice(s) = e else { return None };
    let bound = |b: &Option<Box<Expr>>| -> Option<Option<i64>> {
        match b {
            None => Some(None),
            Some(e) => crate::model::expr::int_literal(e).map(Some),
        }
    };
    Some((bound(&s.lower)?, bound(&s.upper)?, bound(&s.step)?))
}

impl Walk {
    /// `for k in range(n)` (items `x[k]` of one array `x`), `for row in x`, or
    /// `for k, row in enumerate(x)`.
    pub(super) fn of(cx: &FixContext, target: &Expr, iter: &Expr, value: &Expr) -> Option<Walk> {
        match (target, iter) {
            (Expr::Name(var), iter) if util::range_arguments(iter).is_some() => {
                let stop = match util::range_arguments(iter)? {
                    [stop] => stop,
                    [start, stop] if crate::model::expr::int_literal(start) == Some(0) => stop,
                    _ => return None,
                };
                let count = cx.text(stop.range()).to_string();
                let Some((base, (column, tail))) = single_indexed_base(value, &var.id) else {
                    return frames_of(cx, value, &var.id, stop, count);
                };
                // `range(len(x))` / `range(x.shape[0])` walks every item: the stack is `x`.
                let every_row =
                    count == format!("len({base})") || count == format!("{base}.shape[0]");
                let rows = if every_row {
                    String::new()
                } else {
                    count.clone()
                };
                Some(Walk {
                    stack: if column {
                        format!("{base}[:, :{count}]")
                    } else if !tail.is_empty() {
                        format!("{base}[:{rows}, {}]", tail_text(&tail))
                    } else if every_row {
                        base.to_string()
                    } else {
                        format!("{base}[:{count}]")
                    },
                    base,
                    count,
                    index: Some(var.id.clone()),
                    item: None,
                    column,
                    tail,
                    frame: None,
                    stacked_temps: Vec::new(),
                    nested_axes: None,
                })
            }
            (Expr::Name(var), Expr::Name(stack)) => {
                Some(Walk::items(stack.id.to_string(), &stack.id, None, &var.id))
            }
            // `for col in x.T`: the rows of the transpose, of the same rank as `x`.
            (Expr::Name(var), Expr::Attribute(t))
                if t.attr.id.as_str() == "T" && matches!(t.value.as_ref(), Expr::Name(_)) =>
            {
                let Expr::Name(stack) = t.value.as_ref() else {
                    return None;
                };
                Some(Walk::items(
                    format!("{}.T", stack.id),
                    &stack.id,
                    None,
                    &var.id,
                ))
            }
            (Expr::Tuple(t), Expr::Call(call))
                if builtin_name(&call.func) == Some("enumerate")
                    && call.arguments.keywords.is_empty() =>
            {
                let [Expr::Name(stack)] = call.arguments.args.as_ref() else {
                    return None;
                };
                let [Expr::Name(index), Expr::Name(item)] = t.elts.as_slice() else {
                    return None;
                };
                Some(Walk::items(
                    stack.id.to_string(),
                    &stack.id,
                    Some(&index.id),
                    &item.id,
                ))
            }
            _ => None,
        }
    }

    /// A loop over the items of `stack` (an array named `base`, or its transpose).
    fn items(stack: String, base: &Name, index: Option<&Name>, item: &Name) -> Walk {
        Walk {
            count: format!("len({stack})"),
            stack,
            base: base.clone(),
            index: index.cloned(),
            item: Some(item.clone()),
            column: false,
            tail: Vec::new(),
            frame: None,
            stacked_temps: Vec::new(),
            nested_axes: None,
        }
    }

    /// `row = x[k]` as the body's first statement: `row` names the item from there on.
    pub(super) fn with_alias(mut self, alias: &Name) -> Walk {
        self.item = Some(alias.clone());
        self
    }

    /// Frames are reshaped once, into `name` (the loop's own name for a frame, or a fresh one),
    /// which stands for the stack from then on.
    pub(super) fn bind_frames(mut self, name: &str) -> Walk {
        if let Some(frame) = self.frame.as_mut() {
            frame.source = Some(std::mem::replace(&mut self.stack, name.to_string()));
        }
        self
    }

    /// The frames of a fresh name, when they are not bound yet.
    pub(super) fn bind_fresh_frames(self, cx: &FixContext) -> Walk {
        if self.frame.as_ref().is_some_and(|f| f.source.is_none()) {
            let name = super::rr_stack::fresh_name(cx, "frames");
            return self.bind_frames(&name);
        }
        self
    }

    /// The replacement of the loop: `lines`, after the binding of the frames if any.
    pub(super) fn replacement(&self, cx: &FixContext, lines: String, indent: &str) -> String {
        match self.frame.as_ref().and_then(|f| f.source.as_ref()) {
            Some(source) => format!("{} = {source}{}{indent}{lines}", self.stack, cx.newline()),
            None => lines,
        }
    }

    /// What a gather of spaced or overlapping frames may change, beside the recipe's own notes.
    pub(super) fn frames_may_change(&self) -> Option<&'static str> {
        self.frame
            .as_ref()
            .filter(|f| !f.shape.consecutive())
            .map(|_| GATHERED_FRAMES)
    }

    /// Whether the stack holds the items exactly: frames of a size not proven positive may not.
    pub(super) fn frames_exact(&self) -> bool {
        self.frame.as_ref().is_none_or(|f| f.exact)
    }

    pub(super) fn has_item_variable(&self) -> bool {
        self.item.is_some()
    }

    /// `e` is the current item: the item variable, or `base[index]` (`base[:, index]`).
    pub(super) fn is_item(&self, e: &Expr) -> bool {
        match e {
            Expr::Name(n) => self.item.as_ref() == Some(&n.id),
            Expr::Subscript(s) => {
                let Some(index) = self.index.as_ref() else {
                    return false;
                };
                if !matches!(s.value.as_ref(), Expr::Name(b) if b.id == self.base) {
                    return false;
                }
                match &self.frame {
                    Some(frame) => frame_size(&s.slice, index).is_some_and(|k| k == frame.shape),
                    None => item_index(&s.slice, index) == Some((self.column, self.tail.clone())),
                }
            }
            _ => false,
        }
    }

    /// The axis that holds one item's values in a 2-D stack (for `axis=` when the rank is known).
    pub(super) fn row_axis(&self) -> &'static str {
        if self.column {
            "0"
        } else {
            "1"
        }
    }

    pub(super) fn vars(&self) -> Vec<Name> {
        self.index.iter().chain(&self.item).cloned().collect()
    }

    /// Every axis of the stack but the one the items are taken along.
    pub(super) fn axes(&self) -> String {
        if self.frame.is_some() {
            format!("tuple(range(1, {}.ndim + 1))", self.base)
        } else if self.column {
            format!("(0,) + tuple(range(2, {}.ndim))", self.base)
        } else {
            format!("tuple(range(1, {}.ndim))", self.base)
        }
    }
}

/// The frames of one array that `value` takes, `x[k * K:(k + 1) * K]` (also `x[k * K:k * K + K]`,
/// `K * k`), over `range(n)` with `n` proven `len(x) // K` (in the range or as a name bound once
/// to it), so that every frame is whole.
fn frames_of(
    cx: &FixContext,
    value: &Expr,
    index: &Name,
    stop: &Expr,
    count: String,
) -> Option<Walk> {
    let mut found: Vec<(Name, FrameShape)> = Vec::new();
    let mut other = false;
    crate::model::expr::any_expr(value, |e| {
        if let Expr::Subscript(s) = e {
            if mentions_any(&s.slice, std::slice::from_ref(index)) {
                match (s.value.as_ref(), frame_size(&s.slice, index)) {
                    (Expr::Name(b), Some(k)) if !found.contains(&(b.id.clone(), k.clone())) => {
                        found.push((b.id.clone(), k));
                    }
                    (Expr::Name(_), Some(_)) => {}
                    _ => other = true,
                }
            }
        }
        false
    });
    let [(base, shape)] = found.as_slice() else {
        return None;
    };
    if other || !whole_frames(cx, value, stop, base, shape) {
        return None;
    }
    let scope = cx.model.scope_containing(value.range());
    let values = cx.model.bound_values(scope, base.as_str());
    let one_d = !values.is_empty()
        && values
            .iter()
            .all(|v| super::rr_loop::is_1d_constructor(cx, v));
    let FrameShape { hop, width } = shape;
    let stack = if !shape.consecutive() {
        // Overlapping or spaced frames: one gather of every frame's positions.
        let (np, None) = cx.np() else { return None };
        format!("{base}[{np}.arange({count})[:, None] * {hop} + {np}.arange({width})]")
    } else if one_d {
        format!("{base}[:{count} * {hop}].reshape({count}, {hop})")
    } else {
        format!("{base}[:{count} * {hop}].reshape(({count}, {hop}) + {base}.shape[1:])")
    };
    // A frame count that may be negative (a signal shorter than one frame) is not exact either.
    let exact = shape.consecutive() && hop.parse::<i64>().is_ok_and(|k| k > 0);
    Some(Walk {
        stack,
        base: base.clone(),
        count,
        index: Some(index.clone()),
        item: None,
        column: false,
        tail: Vec::new(),
        frame: Some(Frame {
            shape: shape.clone(),
            one_d,
            exact,
            source: None,
        }),
        stacked_temps: Vec::new(),
        nested_axes: None,
    })
}

/// The shape of a frame slice: `k * H:k * H + W` (also `H * k`), or `k * K:(k + 1) * K`; `H`,
/// `W` and `K` names or integer literals.
pub(super) fn frame_size(slice: &Expr, index: &Name) -> Option<FrameShape> {
    let Expr::Slice(s) = slice else { return None };
    if s.step.is_some() {
        return None;
    }
    let size_text = |e: &Expr| match e {
        Expr::Name(n) if &n.id != index => Some(n.id.to_string()),
        Expr::NumberLiteral(_) => crate::model::expr::int_literal(e).map(|v| v.to_string()),
        _ => None,
    };
    let times = |e: &Expr, var: &dyn Fn(&Expr) -> bool| -> Option<String> {
        let Expr::BinOp(b) = e else { return None };
        if b.op != ast::Operator::Mult {
            return None;
        }
        if var(&b.left) {
            size_text(&b.right)
        } else if var(&b.right) {
            size_text(&b.left)
        } else {
            None
        }
    };
    let is_index = |e: &Expr| matches!(e, Expr::Name(n) if &n.id == index);
    let is_next = |e: &Expr| {
        matches!(e, Expr::BinOp(b) if b.op == ast::Operator::Add
            && is_index(&b.left)
            && crate::model::expr::int_literal(&b.right) == Some(1))
    };
    let hop = times(s.lower.as_deref()?, &is_index)?;
    let upper = s.upper.as_deref()?;
    let width = if times(upper, &is_next).is_some_and(|k| k == hop) {
        hop.clone()
    } else {
        let Expr::BinOp(b) = upper else { return None };
        if b.op != ast::Operator::Add || times(&b.left, &is_index).as_ref() != Some(&hop) {
            return None;
        }
        size_text(&b.right)?
    };
    Some(FrameShape { hop, width })
}

/// `stop` is `len(x) // K` (or `x.shape[0] // K`) for consecutive frames, `1 + (len(x) - W) // H`
/// (or `(len(x) - W) // H + 1`) for frames of `W` every `H`, itself or through a name bound once
/// to it: every frame lies inside `x`.
pub(super) fn whole_frames(
    cx: &FixContext,
    at: &Expr,
    stop: &Expr,
    base: &Name,
    shape: &FrameShape,
) -> bool {
    let FrameShape { hop, width } = shape;
    let is_whole = |e: &Expr| {
        let text = cx.text(e.range());
        [format!("len({base})"), format!("{base}.shape[0]")]
            .iter()
            .any(|length| {
                if shape.consecutive() {
                    text == format!("{length} // {hop}")
                } else {
                    text == format!("1 + ({length} - {width}) // {hop}")
                        || text == format!("({length} - {width}) // {hop} + 1")
                }
            })
    };
    let whole = |e: &Expr| is_whole(e) || counted_by_helper(cx, e, base, shape);
    match stop {
        Expr::Name(n) => {
            let scope = cx.model.scope_containing(at.range());
            matches!(cx.model.bound_values(scope, n.id.as_str()).as_slice(), [v] if whole(v))
                && cx.model.binding_count(scope, n.id.as_str()) == 1
        }
        e => whole(e),
    }
}

/// `frame_count(len(x))` with `def frame_count(n): return 1 + (n - FRAME) // HOP` in the file:
/// the helper returns the whole-frame count of its one argument, the length of `base`, with the
/// same hop and width (module constants, not rebound in the caller).
fn counted_by_helper(cx: &FixContext, e: &Expr, base: &Name, shape: &FrameShape) -> bool {
    let Expr::Call(call) = e else { return false };
    let Expr::Name(callee) = call.func.as_ref() else {
        return false;
    };
    let caller = cx.model.scope_containing(call.range());
    let [arg] = call.arguments.args.as_ref() else {
        return false;
    };
    if !call.arguments.keywords.is_empty()
        || cx.model.binding_count(0, callee.id.as_str()) > 0
        || cx.model.is_local(caller, callee.id.as_str())
    {
        return false;
    }
    let arg_text = cx.text(arg.range());
    if arg_text != format!("len({base})") && arg_text != format!("{base}.shape[0]") {
        return false;
    }
    let Some(def) = super::pure::definition(cx, callee.id.as_str()) else {
        return false;
    };
    let params = &def.parameters;
    let [param] = params.args.as_slice() else {
        return false;
    };
    let plain = def.decorator_list.is_empty()
        && params.posonlyargs.is_empty()
        && params.vararg.is_none()
        && params.kwarg.is_none()
        && params.kwonlyargs.is_empty();
    let [Stmt::Return(ast::StmtReturn {
        value: Some(value), ..
    })] = def.body.as_slice()
    else {
        return false;
    };
    let n = param.parameter.name.id.as_str();
    let FrameShape { hop, width } = shape;
    let constants_shared = [hop, width].iter().all(|c| {
        c.parse::<i64>().is_ok() || (c.as_str() != n && !cx.model.is_local(caller, c.as_str()))
    });
    let text = cx.text(value.range());
    let counts = if shape.consecutive() {
        text == format!("{n} // {hop}")
    } else {
        text == format!("1 + ({n} - {width}) // {hop}")
            || text == format!("({n} - {width}) // {hop} + 1")
    };
    plain && constants_shared && counts
}

/// `Some((false, []))` for `[k]`, `Some((true, []))` for `[:, k]`, `Some((false, tail))` for
/// `[k, 1:]` (slices with literal bounds after the index), else `None`.
fn item_index(slice: &Expr, index: &Name) -> Option<(bool, Tail)> {
    match slice {
        Expr::Name(i) if &i.id == index => Some((false, Vec::new())),
        Expr::Tuple(t) => match t.elts.as_slice() {
            [Expr::Slice(all), Expr::Name(i)]
                if &i.id == index
                    && all.lower.is_none()
                    && all.upper.is_none()
                    && all.step.is_none() =>
            {
                Some((true, Vec::new()))
            }
            [Expr::Name(i), rest @ ..] if &i.id == index && !rest.is_empty() => {
                let tail: Option<Tail> = rest.iter().map(literal_slice).collect();
                Some((false, tail?))
            }
            _ => None,
        },
        _ => None,
    }
}

/// `labels[k]` in `centers[labels[k]]` picks rows of `centers`: an index, not an item. The
/// ranges of such indices in `value`.
fn picking_indices(value: &Expr) -> Vec<TextRange> {
    let mut picking = Vec::new();
    crate::model::expr::any_expr(value, |e| {
        if let Expr::Subscript(s) = e {
            if matches!(s.slice.as_ref(), Expr::Subscript(_)) {
                picking.push(s.slice.range());
            }
        }
        false
    });
    picking
}

/// The one array `x` that `value` indexes as `x[k]` (or only as `x[:, k]`) with the loop index,
/// and whether it takes columns.
fn single_indexed_base(value: &Expr, index: &Name) -> Option<(Name, (bool, Tail))> {
    let picking = picking_indices(value);
    let mut bases: Vec<(Name, (bool, Tail))> = Vec::new();
    crate::model::expr::any_expr(value, |e| {
        if let Expr::Subscript(s) = e {
            if picking.contains(&s.range()) {
                return false;
            }
            if let (Expr::Name(b), Some(form)) = (s.value.as_ref(), item_index(&s.slice, index)) {
                let found = (b.id.clone(), form);
                if !bases.contains(&found) {
                    bases.push(found);
                }
            }
        }
        false
    });
    match bases.as_slice() {
        [one] => Some(one.clone()),
        [] => None,
        // `history[q].mean() / rate[q]`: the stack is the array whose items are reduced or
        // transformed; the others are values per item (`rate[q]`).
        _ => {
            let mut reduced: Vec<Name> = Vec::new();
            // The bases each call names: `x[k].max() / y[k].sum()` reduces two stacks apart.
            let mut per_call: Vec<Vec<Name>> = Vec::new();
            crate::model::expr::any_expr(value, |e| {
                // `np.maximum(acc[v], 0)`: elementwise, it neither reduces nor transforms items.
                let elementwise = |call: &ast::ExprCall| match call.func.as_ref() {
                    Expr::Attribute(a) => crate::model::api::is_ufunc(a.attr.as_str()),
                    f => builtin_name(f) == Some("abs"),
                };
                if let Some(call) = e.as_call_expr().filter(|c| !elementwise(c)) {
                    let receiver = match call.func.as_ref() {
                        Expr::Attribute(a) => Some(a.value.as_ref()),
                        _ => None,
                    };
                    let mut named: Vec<Name> = Vec::new();
                    for arg in receiver.into_iter().chain(call.arguments.args.iter()) {
                        for (base, _) in &bases {
                            let names_it = crate::model::expr::any_expr(arg, |x| {
                                matches!(x, Expr::Subscript(s)
                                    if matches!(s.value.as_ref(), Expr::Name(b) if &b.id == base))
                            });
                            if names_it && !named.contains(base) {
                                named.push(base.clone());
                            }
                            if names_it && !reduced.contains(base) {
                                reduced.push(base.clone());
                            }
                        }
                    }
                    if !named.is_empty() {
                        per_call.push(named);
                    }
                }
                false
            });
            // `np.sum((est[t] - truth[t]) ** 2)`: several stacks that every call reads
            // together; the first is the walk, the others its parallel items.
            // A call may also reduce one of them alone (`np.sum(truth[t] ** 2)` beside
            // `np.sum((est[t] - truth[t]) ** 2)`): its axes are then counted on that array.
            // Arithmetic of items alone (`0.1 * speed[v] + acc[v]`, a temporary): the first.
            let base = reduced.first().unwrap_or(&bases[0].0);
            let alone_or_together = per_call
                .iter()
                .all(|named| named.len() == 1 || named.len() == reduced.len());
            if !alone_or_together {
                return None;
            }
            bases.iter().find(|(b, _)| b == base).cloned()
        }
    }
}

/// Where each item's reduction goes.
pub(super) enum Sink<'a> {
    /// `out[k] = ...`
    Items(&'a ast::ExprName),
    /// `results.append(...)`
    List(&'a ast::ExprName),
    /// `total += ...` / `total *= ...`: one value over all items.
    Total(&'a ast::ExprName, ast::Operator),
}

/// A per-item reduction: `np.max(E)` or `E.max()` (E elementwise in the item), maybe wrapped in
/// `float()`/`int()`.
pub(super) struct Reduction<'a> {
    pub(super) call: &'a ast::ExprCall,
    pub(super) name: &'static str,
    /// The reduced expression.
    pub(super) operand: &'a Expr,
    pub(super) wrapper: Option<&'static str>,
}

impl<'a> Reduction<'a> {
    pub(super) fn of(cx: &FixContext, value: &'a Expr) -> Option<Reduction<'a>> {
        let (call, wrapper) = match value {
            Expr::Call(c) => match builtin_name(&c.func) {
                Some(w @ ("float" | "int")) => match c.arguments.args.as_ref() {
                    [Expr::Call(inner)] if c.arguments.keywords.is_empty() => {
                        (inner, Some(if w == "float" { "float" } else { "int" }))
                    }
                    _ => return None,
                },
                _ => (c, None),
            },
            _ => return None,
        };
        if let Some(member) = util::numpy_member(cx, call) {
            let name = EXACT
                .iter()
                .chain(ROUNDED)
                .chain(&["linalg.norm"])
                .find(|n| **n == member)?;
            let [operand] = call.arguments.args.as_ref() else {
                return None;
            };
            // `ord=` picks a matrix norm for a 2-D item: the flattened item's 2-norm is not it.
            if *name == "linalg.norm" && !call.arguments.keywords.is_empty() {
                return None;
            }
            return Some(Reduction {
                call,
                name,
                operand,
                wrapper,
            });
        }
        let (receiver, method) = method_call(call)?;
        let name = METHODS.iter().find(|n| **n == method)?;
        call.arguments.args.is_empty().then_some(Reduction {
            call,
            name,
            operand: receiver,
            wrapper,
        })
    }

    /// `int(np.argmax(...))`: the reduction's values are integers already, so `int()` only
    /// makes them Python ints — what `.tolist()` gives.
    pub(super) fn int_of_integers(&self) -> bool {
        self.wrapper == Some("int") && matches!(self.name, "argmax" | "argmin" | "count_nonzero")
    }

    /// No wrapper, or an `int()` that does not change the values.
    fn unconverted(&self) -> bool {
        self.wrapper.is_none() || self.int_of_integers()
    }

    pub(super) fn exact(&self) -> bool {
        EXACT.contains(&self.name) || self.name == "linalg.norm"
    }

    /// The reduction over the stack: the item replaced by the stack, `axis=` added.
    pub(super) fn batched(
        &self,
        cx: &FixContext,
        replacements: &[(TextRange, String)],
        axis: Option<&str>,
    ) -> String {
        self.batched_with(cx, replacements, axis, "")
    }

    /// [`Reduction::batched`] with more keywords after `axis=` (`, keepdims=True`).
    pub(super) fn batched_with(
        &self,
        cx: &FixContext,
        replacements: &[(TextRange, String)],
        axis: Option<&str>,
        more: &str,
    ) -> String {
        let text = util::splice(cx.text(self.call.range()), self.call.start(), replacements);
        let Some(axis) = axis else { return text };
        let Some(open_end) = text.rfind(')') else {
            return text;
        };
        let before = text[..open_end].trim_end();
        let separator = if before.ends_with('(') || before.ends_with(',') {
            ""
        } else {
            ", "
        };
        format!("{before}{separator}axis={axis}{more}{}", &text[open_end..])
    }
}

/// Keywords a batched reduction keeps as they are (`ddof=1`); axis-like ones change its meaning.
pub(super) fn keywords_allowed(call: &ast::ExprCall, vars: &[Name]) -> bool {
    call.arguments.keywords.iter().all(|k| {
        k.arg.as_ref().is_some_and(|a| {
            !matches!(
                a.as_str(),
                "axis" | "out" | "keepdims" | "where" | "initial" | "overwrite_input"
            )
        }) && !mentions_any(&k.value, vars)
    })
}

/// The item's occurrences in `operand` replaced by the stack, when `operand` is elementwise in
/// the item (the item, numbers, scalar names, ufuncs, arithmetic and comparisons). Another array
/// would broadcast against the stack differently than against one item (`D <= ri` for each
/// number `ri` of `r` is not `D <= r`), so names not known to be scalars are refused.
pub(super) fn elementwise(
    cx: &FixContext,
    walk: &Walk,
    operand: &Expr,
    out: &mut Vec<(TextRange, String)>,
) -> Option<()> {
    if walk.is_item(operand) {
        out.push((operand.range(), walk.stack.clone()));
        return Some(());
    }
    if let Expr::Name(n) = operand {
        if walk.stacked_temps.contains(&n.id) {
            out.push((operand.range(), n.id.to_string()));
            return Some(());
        }
    }
    if let Some((base, index)) = gathered_row(walk, operand) {
        // Rows of another array picked by an index array line up with the items only when
        // both arrays have the same rank (`offsets[labels[k]]` of a 1-D `offsets` is one
        // number per item: stacked, it would broadcast along the wrong axis).
        if ranks(cx, operand, base, &walk.base).is_none_or(|(a, b)| a != b) {
            return None;
        }
        out.push((operand.range(), format!("{base}[{index}[:{}]]", walk.count)));
        return Some(());
    }
    if let Some(other) = parallel_item(walk, operand) {
        let scope = cx.model.scope_containing(operand.range());
        if ranks(cx, operand, other, &walk.base).is_some_and(|(a, b)| a != b)
            || passed_of_another_rank(cx, scope, other, &walk.base)
        {
            return None;
        }
        out.push((operand.range(), parallel_stack(walk, other)));
        return Some(());
    }
    // Also recorded when unchanged: a flattened stack does not commute with it.
    if let Some(text) = invariant_array(cx, walk, operand) {
        out.push((operand.range(), text));
        return Some(());
    }
    match operand {
        Expr::NumberLiteral(_) => Some(()),
        Expr::Name(n) if !walk.vars().contains(&n.id) => {
            (is_scalar(cx, operand) || may_be_number(cx, operand)).then_some(())
        }
        // `np.pi`
        Expr::Attribute(_) if is_scalar(cx, operand) => Some(()),
        Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
            elementwise(cx, walk, &b.left, out)?;
            elementwise(cx, walk, &b.right, out)
        }
        // `img.astype(np.float64)`: a cast of every element.
        Expr::Call(call)
            if matches!(method_call(call), Some((_, "astype")))
                && call.arguments.keywords.is_empty()
                && call.arguments.args.len() == 1
                && !mentions_any(&call.arguments.args[0], &walk.vars()) =>
        {
            let (receiver, _) = method_call(call)?;
            elementwise(cx, walk, receiver, out)
        }
        Expr::UnaryOp(u) if u.op != ast::UnaryOp::Not => elementwise(cx, walk, &u.operand, out),
        Expr::Compare(c) if elementwise_comparison(c).is_some() => {
            let (left, right) = elementwise_comparison(c)?;
            elementwise(cx, walk, left, out)?;
            elementwise(cx, walk, right, out)
        }
        Expr::Call(_) if walk.nested_axes.is_some() && Reduction::of(cx, operand).is_some() => {
            nested_reduction(cx, walk, &Reduction::of(cx, operand)?, out)
        }
        Expr::Call(call) if call.arguments.keywords.is_empty() => {
            let ufunc = util::numpy_member(cx, call).is_some_and(crate::model::api::is_ufunc)
                || builtin_name(&call.func) == Some("abs");
            if !ufunc {
                return None;
            }
            call.arguments
                .args
                .iter()
                .try_for_each(|a| elementwise(cx, walk, a, out))
        }
        _ => None,
    }
}

/// A reduction of the item inside an elementwise operand (`x[k] - x[k].mean()`): over the item
/// axes, keeping them, so it broadcasts against the stack as the per-item value did against the
/// item. Not the one-axis reductions (an item of more than one axis would be flattened first).
fn nested_reduction(
    cx: &FixContext,
    walk: &Walk,
    reduction: &Reduction,
    out: &mut Vec<(TextRange, String)>,
) -> Option<()> {
    let axes = walk.nested_axes.as_deref()?;
    if reduction.wrapper.is_some()
        || ONE_AXIS_ONLY.contains(&reduction.name)
        || reduction.name == "linalg.norm"
        || !keywords_allowed(reduction.call, &walk.vars())
    {
        return None;
    }
    let mut inner = Vec::new();
    elementwise(cx, walk, reduction.operand, &mut inner)?;
    if !reads_items(walk, reduction.operand) {
        return None;
    }
    let axes = axes_of_parallel(walk, reduction.operand, axes);
    let text = reduction.batched_with(cx, &inner, Some(&axes), ", keepdims=True");
    out.push((reduction.call.range(), text));
    Some(())
}

/// Whether `operand` holds a reduction whose batched values may differ in the last bits
/// (a sum, mean or variance nested in it).
pub(super) fn nests_rounded_reduction(cx: &FixContext, operand: &Expr) -> bool {
    crate::model::expr::any_expr(operand, |e| {
        Reduction::of(cx, e).is_some_and(|r| !r.exact())
    })
}

/// The axes text of a reduction that reads only the parallel items of `other`: counted on
/// `other`'s rank (`tuple(range(1, truth.ndim))`), equal to the walk's when the ranks are.
pub(super) fn axes_of_parallel(walk: &Walk, operand: &Expr, axes: &str) -> String {
    let mut others: Vec<String> = Vec::new();
    let mut reads_walk = false;
    crate::model::expr::any_expr(operand, |e| {
        if let Some(other) = parallel_item(walk, e) {
            if !others.iter().any(|o| o == other) {
                others.push(other.to_string());
            }
        } else if matches!(e, Expr::Subscript(s) if matches!(s.value.as_ref(), Expr::Name(b) if b.id == walk.base))
        {
            reads_walk = true;
        }
        false
    });
    match others.as_slice() {
        [other] if !reads_walk => {
            axes.replace(&format!("{}.ndim", walk.base), &format!("{other}.ndim"))
        }
        _ => axes.to_string(),
    }
}

/// `truth[t]` beside the items `est[t]` of the walk: the same item of another array, which
/// lines up with the walk's items when both arrays have the same rank.
/// Whether `operand` reads the walk's items (or items of a parallel array, or a stacked
/// temporary): a reduction of whole arrays alone (`np.sum(areas)`) is the same for every item.
pub(super) fn reads_items(walk: &Walk, operand: &Expr) -> bool {
    crate::model::expr::any_expr(operand, |e| {
        walk.is_item(e)
            || parallel_item(walk, e).is_some()
            || gathered_row(walk, e).is_some()
            || matches!(e, Expr::Name(n) if walk.stacked_temps.contains(&n.id))
    })
}

/// With columns, `rain[:, d]` beside `melt[:, d]`.
fn parallel_item<'e>(walk: &Walk, operand: &'e Expr) -> Option<&'e str> {
    let index = walk.index.as_ref()?;
    if walk.frame.is_some() || walk.has_item_variable() || !walk.tail.is_empty() {
        return None;
    }
    let Expr::Subscript(s) = operand else {
        return None;
    };
    let Expr::Name(other) = s.value.as_ref() else {
        return None;
    };
    let same_form = item_index(&s.slice, index) == Some((walk.column, Vec::new()));
    (same_form && other.id != walk.base && other.id != *index).then_some(other.id.as_str())
}

/// The same items of another array, as a stack beside the walk's (`truth[:n]`, `rain[:, :n]`).
fn parallel_stack(walk: &Walk, other: &str) -> String {
    if walk.column {
        format!("{other}[:, :{}]", walk.count)
    } else {
        format!("{other}[:{}]", walk.count)
    }
}

/// A whole array that every item meets (`weights` in `np.sum(x[k] * weights)`), as it reads
/// beside the stack: unchanged beside rows when its rank is proven at most an item's (it
/// broadcasts along the items' trailing axes, stacked or not); beside the columns of a 2-D
/// stack, a proven 1-D array gains the stack's axis (`weights[:, None]`).
fn invariant_array(cx: &FixContext, walk: &Walk, operand: &Expr) -> Option<String> {
    let Expr::Name(n) = operand else { return None };
    if walk.vars().contains(&n.id) || n.id == walk.base || walk.frame.is_some() {
        return None;
    }
    let scope = cx.model.scope_containing(operand.range());
    let rank = super::rank::array_rank(cx, scope, n.id.as_str(), 0).filter(|r| *r >= 1)?;
    let stack_rank = super::rank::array_rank(cx, scope, walk.base.as_str(), 0)?;
    if walk.column {
        return (stack_rank == 2 && rank == 1).then(|| format!("{}[:, None]", n.id));
    }
    (rank < stack_rank).then(|| n.id.to_string())
}

/// Whether `operand` reads items of another array beside the walk's (`truth[t]`) whose rank is
/// not proven to be the walk's (it is assumed).
fn parallel_rank_assumed(cx: &FixContext, walk: &Walk, operand: &Expr) -> bool {
    let picking = picking_indices(operand);
    crate::model::expr::any_expr(operand, |e| {
        !picking.contains(&e.range())
            && parallel_item(walk, e)
                .is_some_and(|other| ranks(cx, e, other, &walk.base).is_none_or(|(a, b)| a != b))
    })
}

/// `a < b`: one comparison that NumPy evaluates element by element (not `in`/`is`, not chained).
pub(super) fn elementwise_comparison(c: &ast::ExprCompare) -> Option<(&Expr, &Expr)> {
    let [op] = c.ops.as_ref() else { return None };
    let [right] = c.comparators.as_ref() else {
        return None;
    };
    (!matches!(
        op,
        ast::CmpOp::In | ast::CmpOp::NotIn | ast::CmpOp::Is | ast::CmpOp::IsNot
    ))
    .then_some((c.left.as_ref(), right))
}

/// A name of unknown kind (an untyped parameter such as `level`): taken for a number, which it
/// is in the common case — an array would broadcast against every item instead.
fn is_unknown(cx: &FixContext, e: &Expr) -> bool {
    let scope = cx.model.scope_containing(e.range());
    cx.model.kind(scope, e) == crate::model::Kind::Unknown
}

/// A name of unknown kind that is not the result of a call: a parameter (`level`) may be taken
/// for a number (unsafe); `D = metric.pairwise(Y, X)` is an array in the common case, and
/// `(D <= r).sum()` per `r` would broadcast it against the stack.
fn may_be_number(cx: &FixContext, e: &Expr) -> bool {
    let Expr::Name(n) = e else { return false };
    let scope = cx.model.scope_containing(e.range());
    is_unknown(cx, e)
        && !cx
            .model
            .bound_values(scope, n.id.as_str())
            .iter()
            .any(|v| matches!(v, Expr::Call(_)))
}

/// `centers[labels[k]]` in a loop over `k` that walks rows `X[k]`: the gathered array and the
/// index array's names.
fn gathered_row<'e>(walk: &Walk, operand: &'e Expr) -> Option<(&'e str, &'e str)> {
    let index = walk.index.as_ref()?;
    if walk.column || walk.frame.is_some() || walk.has_item_variable() {
        return None;
    }
    let Expr::Subscript(gather) = operand else {
        return None;
    };
    let (Expr::Name(base), Expr::Subscript(picked)) =
        (gather.value.as_ref(), gather.slice.as_ref())
    else {
        return None;
    };
    let (Expr::Name(indices), Expr::Name(k)) = (picked.value.as_ref(), picked.slice.as_ref())
    else {
        return None;
    };
    (k.id == *index && base.id != *index && indices.id != *index)
        .then_some((base.id.as_str(), indices.id.as_str()))
}

/// The ranks of two arrays, when both are known.
fn ranks(cx: &FixContext, at: &Expr, a: &str, b: &str) -> Option<(usize, usize)> {
    let scope = cx.model.scope_containing(at.range());
    Some((
        super::rank::array_rank(cx, scope, a, 0)?,
        super::rank::array_rank(cx, scope, b, 0)?,
    ))
}

/// A parameter that a call of the file passes a value of a proven rank other than `base`'s, or
/// a reduction along an axis (`np.percentile(q, 95, axis=1)`: one number per row of `q`, whatever
/// its rank).
fn passed_of_another_rank(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    param: &str,
    base: &str,
) -> bool {
    let base_rank = super::rank::array_rank(cx, scope, base, 0);
    let along_axis =
        |arg: &Expr| matches!(arg, Expr::Call(c) if c.arguments.find_keyword("axis").is_some());
    cx.model
        .arguments_passed(scope, param)
        .is_some_and(|passed| {
            passed.iter().any(|(caller, arg)| {
                along_axis(arg)
                    || base_rank.is_some_and(|base_rank| {
                        super::rank::value_rank(cx, *caller, arg).is_some_and(|r| r != base_rank)
                    })
            })
        })
}

/// Every item of another array in `operand` (`truth[z]` beside `recon[z]`) is of an array
/// proven to have the walk's rank, or one passed in whole as a parameter (assumed, unsafe): a
/// local array of unknown rank is often one number per item (`offsets = traces.mean(axis=1)`),
/// which beside the whole item would line up with the wrong axis.
pub(super) fn parallel_items_plausible(cx: &FixContext, walk: &Walk, operand: &Expr) -> bool {
    let scope = cx.model.scope_containing(operand.range());
    !crate::model::expr::any_expr(operand, |e| {
        let Some(other) = parallel_item(walk, e) else {
            return false;
        };
        let passed_in = matches!(
            cx.model.bindings_of(scope, other).as_slice(),
            [crate::model::Bound::Parameter { .. }]
        ) && !passed_of_another_rank(cx, scope, other, &walk.base);
        let same_rank = ranks(cx, e, other, &walk.base).is_some_and(|(a, b)| a == b);
        !(same_rank || passed_in)
    })
}

/// Whether `operand` takes a name of unknown kind for a number or another array's items for the
/// walk's rank (the fix is then unsafe).
pub(super) fn assumes_unproven(cx: &FixContext, walk: &Walk, operand: &Expr) -> bool {
    assumes_scalar(cx, walk, operand) || parallel_rank_assumed(cx, walk, operand)
}

/// Whether `operand` takes some name of unknown kind for a number (the fix is then unsafe).
pub(super) fn assumes_scalar(cx: &FixContext, walk: &Walk, operand: &Expr) -> bool {
    match operand {
        Expr::Name(n) => {
            !walk.vars().contains(&n.id)
                && !walk.is_item(operand)
                && !is_scalar(cx, operand)
                && is_unknown(cx, operand)
                && invariant_array(cx, walk, operand).is_none()
        }
        Expr::BinOp(b) => assumes_scalar(cx, walk, &b.left) || assumes_scalar(cx, walk, &b.right),
        Expr::UnaryOp(u) => assumes_scalar(cx, walk, &u.operand),
        Expr::Compare(c) => std::iter::once(c.left.as_ref())
            .chain(c.comparators.iter())
            .any(|e| assumes_scalar(cx, walk, e)),
        Expr::Call(call) => {
            let receiver = match method_call(call) {
                Some((r, "astype")) => Some(r),
                _ => None,
            };
            receiver.is_some_and(|r| assumes_scalar(cx, walk, r))
                || (receiver.is_none()
                    && call
                        .arguments
                        .args
                        .iter()
                        .any(|a| assumes_scalar(cx, walk, a)))
        }
        _ => false,
    }
}

/// The fix for a loop whose one statement reduces each item, or `None` when the statement is
/// not such a reduction (RR-batch's other forms are tried then).
pub fn fix(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    loop_stmt: &Stmt,
) -> Option<super::Offer> {
    let for_loop = plain_for(loop_stmt)?;
    let [body] = for_loop.body.as_slice() else {
        return None;
    };
    let (sink, value) = sink_of(body)?;
    let (table, value) = looked_up(value);
    let reduction = Reduction::of(cx, value)?;
    if table.is_some() && !matches!(reduction.name, "argmax" | "argmin") {
        return None;
    }
    let walk = Walk::of(cx, &for_loop.target, &for_loop.iter, value)?.bind_fresh_frames(cx);
    if walk.column && reduction.name == "linalg.norm" && !rank_2d(cx, path, &walk.base) {
        return None;
    }
    if walk.frame.is_none() && !is_array(cx, loop_stmt.range(), &walk.base) {
        // A list of arrays has no axes to reduce along (and its items may differ in shape);
        // frames of a list are unsafe below (`proven_ndarray`).
        return None;
    }
    let reduced = Reduced {
        reduction: &reduction,
        table,
    };
    Some(offer(cx, finding, path, loop_stmt, &walk, &sink, &reduced))
}

/// The reduction of each item, and the table its result indexes (`two_theta[np.argmax(p[s])]`).
struct Reduced<'r, 'a> {
    reduction: &'r Reduction<'a>,
    table: Option<&'a Expr>,
}

/// `table[np.argmax(...)]` → the table and the index value; else no table.
fn looked_up(value: &Expr) -> (Option<&Expr>, &Expr) {
    match value {
        Expr::Subscript(sub)
            if matches!(sub.value.as_ref(), Expr::Name(_) | Expr::Attribute(_))
                && sub.slice.is_call_expr() =>
        {
            (Some(sub.value.as_ref()), sub.slice.as_ref())
        }
        _ => (None, value),
    }
}

pub(super) fn sink_of(stmt: &Stmt) -> Option<(Sink<'_>, &Expr)> {
    match stmt {
        Stmt::Assign(a) => match a.targets.as_slice() {
            [Expr::Subscript(s)] => match (s.value.as_ref(), s.slice.as_ref()) {
                (Expr::Name(out), Expr::Name(_)) => Some((Sink::Items(out), &a.value)),
                _ => None,
            },
            _ => None,
        },
        Stmt::AugAssign(a) => match (a.target.as_ref(), a.op) {
            (Expr::Name(total), op @ (ast::Operator::Add | ast::Operator::Mult)) => {
                Some((Sink::Total(total, op), &a.value))
            }
            _ => None,
        },
        Stmt::Expr(e) => {
            let call = e.value.as_call_expr()?;
            let (Expr::Name(list), "append") = method_call(call)? else {
                return None;
            };
            match (
                call.arguments.args.as_ref(),
                call.arguments.keywords.is_empty(),
            ) {
                ([value], true) => Some((Sink::List(list), value)),
                _ => None,
            }
        }
        _ => None,
    }
}

fn offer(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    loop_stmt: &Stmt,
    walk: &Walk,
    sink: &Sink,
    reduced: &Reduced,
) -> super::Offer {
    let reduction = reduced.reduction;
    let vars = walk.vars();
    require(
        keywords_allowed(reduction.call, &vars),
        "a keyword that names an axis or depends on the item",
    )?;
    // The table is read once per item; batched, once at all the indices.
    if let Some(table) = reduced.table {
        let written = match sink {
            Sink::Items(out) => Some(&out.id),
            Sink::List(list) => Some(&list.id),
            Sink::Total(..) => None,
        };
        require(
            written.is_some_and(|w| !mentions_any(table, std::slice::from_ref(w)))
                && !mentions_any(table, &vars)
                && reduction.wrapper.is_none(),
            "an index looked up per item in a table the loop varies or writes, or summed",
        )?;
        // A list takes one integer index, not an array of them.
        require(
            matches!(table, Expr::Name(n) if is_array(cx, loop_stmt.range(), &n.id)),
            "an index looked up in a table not known to be an array (a list takes one index)",
        )?;
    }
    let (two_d, mut exact_axes) = item_axes(cx, path, walk);
    let nesting = Walk {
        nested_axes: Some(exact_axes.clone()),
        ..walk.clone()
    };
    let replacements = reduced_operand(cx, &nesting, reduction)?;
    let sink_ok = match sink {
        Sink::Items(out) => {
            // `out[k] = int(...)` truncates each value: the batched store would not.
            require(
                matches!(reduction.wrapper, None | Some("float")) || reduction.int_of_integers(),
                "an `int()`/`bool()` of each item's value (the batched store would not convert it)",
            )?;
            require(
                is_array(cx, loop_stmt.range(), &out.id),
                "the per-item results go into a list or a value not known to be an array",
            )?;
            walk.index.is_some()
                && matches!(last_target_index(loop_stmt), Some(i) if Some(&i) == walk.index.as_ref())
                && !mentions_any(reduction.operand, std::slice::from_ref(&out.id))
        }
        Sink::List(list) => {
            (reduction.wrapper != Some("int") || reduction.int_of_integers())
                && list.id != walk.base
        }
        Sink::Total(total, op) => {
            let summing = matches!((reduction.name, op), ("sum" | "nansum", ast::Operator::Add));
            let multiplying = matches!((reduction.name, op), ("prod", ast::Operator::Mult));
            (summing || multiplying) && total.id != walk.base
        }
    };
    require(
        sink_ok,
        "the reduction's result is not stored per item (`out[k] = ...`, `results.append(...)`) or summed into a total",
    )?;
    replaceable(cx, path, loop_stmt, &vars)?;
    // Items of a stack not proven an ndarray (a list parameter) may be numbers: reducing
    // `signal * gains[k]` for each number is then a reduction of the other operand, an array,
    // which batching would broadcast against the numbers.
    require(
        two_d
            || util::proven_ndarray(cx, path, walk.base.as_str())
            || !assumes_scalar(cx, walk, reduction.operand),
        "another operand of unknown kind next to items that may be numbers (it would be the array each item reduces)",
    )?;
    let mut replacements = replacements;
    let flattened =
        ONE_AXIS_ONLY.contains(&reduction.name) && !two_d && !matches!(sink, Sink::Total(..));
    if flattened {
        require(!walk.column, ONE_AXIS_ONLY_UNPROVEN)?;
        require(
            replacements.iter().all(|(_, text)| *text == walk.stack),
            FLATTENED_BESIDE_OTHERS,
        )?;
        replacements = flattened_items(walk, replacements);
        exact_axes = "1".to_string();
    }
    let line = |axis: Option<&str>| -> String {
        let batched = batched_text(cx, walk, reduction, &replacements, axis);
        let batched = match reduced.table {
            Some(table) => format!("{}[{batched}]", cx.text(table.range())),
            None => batched,
        };
        let batched = match reduction.wrapper {
            Some(w) if matches!(sink, Sink::Total(..)) => format!("{w}({batched})"),
            // `float()` of each item's value: Python floats, as `tolist()` of a float array gives.
            Some("float") if matches!(sink, Sink::List(_)) => {
                format!("{}.astype(float).tolist()", parenthesized(&batched))
            }
            Some("int") if matches!(sink, Sink::List(_)) => {
                format!("{}.tolist()", parenthesized(&batched))
            }
            _ => batched,
        };
        match sink {
            Sink::Items(out) => format!("{}[:{}] = {batched}", out.id, walk.count),
            Sink::List(list) => format!("{}.extend({batched})", list.id),
            Sink::Total(total, op) => format!("{} {}= {batched}", total.id, op.as_str()),
        }
    };
    let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
        .why(reasons::INDENTATION)?;
    let replace = |text: String| {
        Edit::range_replacement(walk.replacement(cx, text, indent), loop_stmt.range())
    };
    let proven = util::proven_ndarray(cx, path, walk.base.as_str());
    let total = matches!(sink, Sink::Total(..));
    // A total over every item is one reduction over everything; per item, over the item axes.
    let main = if total {
        line(None)
    } else {
        line(Some(&exact_axes))
    };
    // `reshape(0, -1)` raises on an empty stack, where the loop made nothing.
    let exact = reduction.exact()
        && !nests_rounded_reduction(cx, reduction.operand)
        && !total
        && !flattened
        && reduction.unconverted()
        && !assumes_unproven(cx, walk, reduction.operand)
        && walk.frames_exact();
    let mut edits = vec![replace(main)];
    if reduction.name == "linalg.norm" {
        edits.extend(cx.np().1);
    }
    let alternative =
        (!total && !two_d && !flattened).then(|| vec![replace(line(Some(walk.row_axis())))]);
    Ok(reduction_fix(
        finding,
        walk,
        reduction,
        proven && exact,
        edits,
        alternative,
    ))
}

/// The fix, with the `axis=` form for a 2-D stack as its alternative when the rank is unknown.
fn reduction_fix(
    finding: &Finding,
    walk: &Walk,
    reduction: &Reduction,
    safe: bool,
    edits: Vec<Edit>,
    two_d_form: Option<Vec<Edit>>,
) -> crate::fix::Fix {
    let mut fix = util::fix(
        finding,
        super::rr_batch::META.id,
        format!("Reduce every item at once with `{}`", reduction.name),
        util::proven(safe),
        edits,
    );
    fix.may_change = walk.frames_may_change().map(Into::into);
    if let Some(edits) = two_d_form {
        fix.alternatives.push(Alternative {
            title: format!(
                "`{}` with axis={} (the stack is 2-D)",
                reduction.name,
                walk.row_axis()
            ),
            applicability: Applicability::Unsafe,
            edits,
        });
    }
    fix
}

/// A `for` loop without `else` that is not async.
pub(super) fn plain_for(loop_stmt: &Stmt) -> Option<&ast::StmtFor> {
    match loop_stmt {
        Stmt::For(f) if f.orelse.is_empty() && !f.is_async => Some(f),
        _ => None,
    }
}

/// The loop can be replaced by statements that bind none of `vars`: none is read after it, and
/// no comment inside it would be lost.
pub(super) fn replaceable(
    cx: &FixContext,
    path: &[&Stmt],
    loop_stmt: &Stmt,
    vars: &[Name],
) -> Result<(), super::Declined> {
    for var in vars {
        require(
            !util::read_after(cx, path, var.as_str(), loop_stmt.range()),
            "the loop variable is read after the loop",
        )?;
    }
    require(
        !crate::fix::locate::has_comment(cx, loop_stmt.range()),
        reasons::COMMENT_INSIDE,
    )
}

/// The replacements that turn the reduced value of one item into that of the stack.
fn reduced_operand(
    cx: &FixContext,
    walk: &Walk,
    reduction: &Reduction,
) -> Result<Vec<(TextRange, String)>, super::Declined> {
    if let Some(masked) = masked_sum(cx, walk, reduction) {
        return Ok(vec![(reduction.operand.range(), masked)]);
    }
    if let Some(selected) = selected_columns(cx, walk, reduction) {
        return Ok(vec![(reduction.operand.range(), selected)]);
    }
    let mut replacements = Vec::new();
    elementwise(cx, walk, reduction.operand, &mut replacements)
        .why("the reduced value is not elementwise in the item alone (ufuncs, arithmetic, numbers; another array would broadcast differently)")?;
    require(
        reads_items(walk, reduction.operand),
        "the reduced value does not use the item",
    )?;
    Ok(replacements)
}

/// `x[h][x[h] > 0].sum()`: the sum of the selected elements is the sum of all, the others
/// counted as zero — `np.where(x[:n] > 0, x[:n], 0)` per item (same dtype; the additions run in
/// another order, which the reduction's fix already says).
pub(super) fn masked_sum(cx: &FixContext, walk: &Walk, reduction: &Reduction) -> Option<String> {
    if reduction.name != "sum" {
        return None;
    }
    let Expr::Subscript(sub) = reduction.operand else {
        return None;
    };
    if walk.is_item(reduction.operand) {
        return None;
    }
    let Expr::Compare(test) = sub.slice.as_ref() else {
        return None;
    };
    elementwise_comparison(test)?;
    let batched = |e: &Expr| -> Option<String> {
        let mut replacements = Vec::new();
        elementwise(cx, walk, e, &mut replacements)?;
        reads_items(walk, e).then(|| util::splice(cx.text(e.range()), e.start(), &replacements))
    };
    let values = batched(&sub.value)?;
    let mask = batched(&sub.slice)?;
    let (np, _) = cx.np();
    Some(format!("{np}.where({mask}, {values}, 0)"))
}

/// `np.std(scans[s][noise_mask])` with the stack proven 2-D and a selection that does not vary
/// (a mask, index array or slice of the row): the same columns of every row, `scans[:n][:, noise_mask]`.
pub(super) fn selected_columns(
    cx: &FixContext,
    walk: &Walk,
    reduction: &Reduction,
) -> Option<String> {
    let Expr::Subscript(sub) = reduction.operand else {
        return None;
    };
    // A stacked temporary (`retained = 100.0 - blended[b]`) is the item's rank too.
    let stack = match sub.value.as_ref() {
        Expr::Name(n) if walk.stacked_temps.contains(&n.id) => n.id.to_string(),
        items if walk.is_item(items) => walk.stack.clone(),
        _ => return None,
    };
    if walk.column
        || walk.frame.is_some()
        || !walk.tail.is_empty()
        || mentions_any(&sub.slice, &walk.vars())
        || mentions_any(&sub.slice, &walk.stacked_temps)
        || matches!(sub.slice.as_ref(), Expr::Tuple(_))
    {
        return None;
    }
    let scope = cx.model.scope_containing(sub.range());
    if super::rank::array_rank(cx, scope, walk.base.as_str(), 0) != Some(2) {
        return None;
    }
    Some(format!("{stack}[:, {}]", cx.text(sub.slice.range())))
}

/// Items of unknown rank flattened, for reductions that take one axis: `x[:n]` →
/// `x[:n].reshape(n, -1)`, reduced along axis 1 — the same per item, whatever its rank (an
/// elementwise operand commutes with the reshape; `argmax` of an item indexes it flattened).
pub(super) fn flattened_items(
    walk: &Walk,
    replacements: Vec<(TextRange, String)>,
) -> Vec<(TextRange, String)> {
    replacements
        .into_iter()
        .map(|(range, text)| {
            if text == walk.stack {
                (
                    range,
                    format!("{}.reshape({}, -1)", parenthesized(&text), walk.count),
                )
            } else {
                (range, text)
            }
        })
        .collect()
}

/// Whether the stack is proven 2-D, and the axes an item's values lie along (`1` or `0` then).
pub(super) fn item_axes(cx: &FixContext, path: &[&Stmt], walk: &Walk) -> (bool, String) {
    let two_d = match &walk.frame {
        Some(frame) => frame.one_d,
        None => rank_2d(cx, path, &walk.base),
    };
    let axes = if two_d {
        walk.row_axis().to_string()
    } else {
        walk.axes()
    };
    (two_d, axes)
}

/// A name bound to a number: a scalar reduction of an array, or only numbers, `float()`/`int()`/
/// `len()` and arithmetic of them (not a list or tuple, which broadcasts like an array).
pub(super) fn is_scalar(cx: &FixContext, name: &Expr) -> bool {
    scalar_within(cx, name, 0)
}

fn scalar_within(cx: &FixContext, e: &Expr, depth: u32) -> bool {
    if depth > 8 {
        return false;
    }
    let scope = cx.model.scope_containing(e.range());
    if cx.model.kind(scope, e) == crate::model::Kind::Reduction {
        return true;
    }
    match e {
        Expr::NumberLiteral(_) => true,
        Expr::Attribute(_) => matches!(
            cx.model.imports.qualified_name(e).as_deref(),
            Some("numpy.pi" | "numpy.e" | "numpy.inf" | "numpy.nan" | "numpy.euler_gamma")
        ),
        Expr::Name(n) => {
            // `saturated(imgs, 0.99)`: a parameter every call of this file passes a number.
            if cx.model.binds_parameter(scope, n.id.as_str()) {
                return cx
                    .model
                    .values_taken(scope, n.id.as_str())
                    .is_some_and(|taken| {
                        !taken.is_empty()
                            && taken.iter().all(|(_, v)| scalar_within(cx, v, depth + 1))
                    });
            }
            // `for c in range(k)`: an integer.
            let bindings = cx.model.bindings_of(scope, n.id.as_str());
            let counts = |b: &&crate::model::Bound| {
                matches!(b, crate::model::Bound::IterationOf(Expr::Call(c))
                    if builtin_name(&c.func) == Some("range"))
            };
            if !bindings.is_empty() && bindings.iter().all(counts) {
                return true;
            }
            let values = cx.model.bound_values(scope, n.id.as_str());
            !values.is_empty() && values.iter().all(|v| scalar_within(cx, v, depth + 1))
        }
        Expr::Call(c) => {
            matches!(
                builtin_name(&c.func),
                Some("float" | "int" | "len" | "round")
            )
        }
        Expr::BinOp(b) => {
            scalar_within(cx, &b.left, depth + 1) && scalar_within(cx, &b.right, depth + 1)
        }
        Expr::UnaryOp(u) => scalar_within(cx, &u.operand, depth + 1),
        _ => false,
    }
}

/// `base` is proven 2-D by rank inference (a parameter every caller passes a 2-D array, what a
/// function of the module returns), or bound only to NumPy calls that make a 2-D array: a
/// two-item shape as the first argument (`np.zeros((n, m))`) or as `size=`/`shape=`
/// (`rng.normal(size=(n, m))`).
pub(super) fn rank_2d(cx: &FixContext, path: &[&Stmt], base: &Name) -> bool {
    let scope = crate::fix::locate::enclosing_function(path)
        .and_then(|f| cx.model.scope_at(f.range.start()))
        .unwrap_or(0);
    if super::rank::array_rank(cx, scope, base.as_str(), 0) == Some(2) {
        return true;
    }
    let two = |e: &Expr| matches!(e, Expr::Tuple(t) if t.elts.len() == 2 && !t.elts.iter().any(Expr::is_starred_expr));
    let values = cx.model.bound_values(scope, base.as_str());
    !values.is_empty()
        && values.iter().all(|v| {
            let Expr::Call(call) = v else { return false };
            // `np.random.default_rng(seed).normal(...)`: a method of a NumPy call's result.
            let chained = matches!(call.func.as_ref(), Expr::Attribute(a)
                if matches!(a.value.as_ref(), Expr::Call(inner)
                    if cx.model.callee_name(&inner.func).is_some_and(|q| q.starts_with("numpy.random."))));
            if cx.model.numpy_call_name(&call.func).is_none() && !chained {
                return false;
            }
            let sized = call
                .arguments
                .keywords
                .iter()
                .any(|k| matches!(k.arg.as_ref().map(|a| a.as_str()), Some("size" | "shape")) && two(&k.value));
            let shaped = matches!(
                util::numpy_member(cx, call),
                Some("zeros" | "ones" | "empty" | "full")
            ) && call.arguments.args.first().is_some_and(two);
            sized || shaped
        })
}

/// `k` of the last statement `out[k] = ...` of a loop body.
pub(super) fn last_target_index(loop_stmt: &Stmt) -> Option<Name> {
    let Stmt::For(f) = loop_stmt else { return None };
    stored_index(f.body.last()?)
}

/// `k` of a statement `out[k] = ...`.
pub(super) fn stored_index(stmt: &Stmt) -> Option<Name> {
    match stmt {
        Stmt::Assign(a) => match a.targets.as_slice() {
            [Expr::Subscript(s)] => match s.slice.as_ref() {
                Expr::Name(i) => Some(i.id.clone()),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

pub(super) fn is_array(cx: &FixContext, at: TextRange, name: &Name) -> bool {
    let scope = cx.model.scope_containing(at);
    cx.model.name_kind(scope, name.as_str()) == crate::model::Kind::Array
}

/// A list comprehension reducing each item (`[np.max(np.abs(v)) for v in vectors]`) becomes
/// `list(<the batched reduction>)`, or the batched reduction itself when the comprehension is all
/// that `np.array(...)`/`np.asarray(...)` is given.
pub fn fix_comprehension(
    cx: &FixContext,
    finding: &Finding,
    stmt: &Stmt,
    path: &[&Stmt],
) -> Option<super::Offer> {
    let (comprehension, generator) = simple_comprehension(stmt, finding)?;
    let reduction = Reduction::of(cx, &comprehension.elt)?;
    let walk = Walk::of(cx, &generator.target, &generator.iter, &comprehension.elt)?;
    if walk.column && reduction.name == "linalg.norm" && !rank_2d(cx, path, &walk.base) {
        return None;
    }
    if !is_array(cx, comprehension.range(), &walk.base) {
        return None;
    }
    Some(comprehension_offer(
        cx,
        finding,
        stmt,
        path,
        comprehension,
        &walk,
        &reduction,
    ))
}

/// The list comprehension of the finding, with its one generator (no `if`, not async).
pub(super) fn simple_comprehension<'s>(
    stmt: &'s Stmt,
    finding: &Finding,
) -> Option<(&'s ast::ExprListComp, &'s ast::Comprehension)> {
    let comprehension = find_list_comp(stmt, ruff_text_size::TextSize::from(finding.start_offset))?;
    match comprehension.generators.as_slice() {
        [generator] if generator.ifs.is_empty() && !generator.is_async => {
            Some((comprehension, generator))
        }
        _ => None,
    }
}

fn find_list_comp(stmt: &Stmt, at: ruff_text_size::TextSize) -> Option<&ast::ExprListComp> {
    // R103/R101 are reported at the comprehension, R104 at the `float()` of its element.
    first_expr(
        stmt,
        &|e| matches!(e, Expr::ListComp(c) if c.start() == at || c.elt.start() == at),
    )
    .and_then(Expr::as_list_comp_expr)
}

/// The first expression of `stmt`, outermost first, for which `wanted` holds.
fn first_expr<'s>(stmt: &'s Stmt, wanted: &dyn Fn(&Expr) -> bool) -> Option<&'s Expr> {
    use ruff_python_ast::visitor::{walk_expr, walk_stmt, Visitor};
    struct Finder<'s, 'w> {
        wanted: &'w dyn Fn(&Expr) -> bool,
        found: Option<&'s Expr>,
    }
    impl<'s> Visitor<'s> for Finder<'s, '_> {
        fn visit_stmt(&mut self, stmt: &'s Stmt) {
            // Nested functions and classes are other scopes.
            if self.found.is_none() && !matches!(stmt, Stmt::FunctionDef(_) | Stmt::ClassDef(_)) {
                walk_stmt(self, stmt);
            }
        }
        fn visit_expr(&mut self, expr: &'s Expr) {
            if self.found.is_some() {
                return;
            }
            if (self.wanted)(expr) {
                self.found = Some(expr);
                return;
            }
            crate::stack::deeper(|| walk_expr(self, expr));
        }
    }
    let mut finder = Finder {
        wanted,
        found: None,
    };
    walk_stmt(&mut finder, stmt);
    finder.found
}

/// `np.array(<comprehension>)` / `np.asarray(...)` around the comprehension, alone.
pub(super) fn array_call_around<'s>(
    cx: &FixContext,
    stmt: &'s Stmt,
    comprehension: &ast::ExprListComp,
) -> Option<&'s ast::ExprCall> {
    first_expr(stmt, &|e| {
        matches!(e, Expr::Call(call)
            if matches!(call.arguments.args.as_ref(), [Expr::ListComp(c)] if c.range() == comprehension.range())
                && call.arguments.keywords.is_empty()
                && matches!(util::numpy_member(cx, call), Some("array" | "asarray")))
    })
    .and_then(Expr::as_call_expr)
}

fn comprehension_offer(
    cx: &FixContext,
    finding: &Finding,
    stmt: &Stmt,
    path: &[&Stmt],
    comprehension: &ast::ExprListComp,
    walk: &Walk,
    reduction: &Reduction,
) -> super::Offer {
    require(
        keywords_allowed(reduction.call, &walk.vars()),
        "a keyword that names an axis or depends on the item",
    )?;
    require(
        reduction.wrapper != Some("int") || reduction.int_of_integers(),
        "an `int()` of each item's reduction (truncation and NaN differ from astype)",
    )?;
    let mut replacements = reduced_operand(cx, walk, reduction)?;
    let (two_d, mut axes) = item_axes(cx, path, walk);
    let flattened = ONE_AXIS_ONLY.contains(&reduction.name) && !two_d;
    if flattened {
        require(!walk.column, ONE_AXIS_ONLY_UNPROVEN)?;
        require(
            replacements.iter().all(|(_, text)| *text == walk.stack),
            FLATTENED_BESIDE_OTHERS,
        )?;
        replacements = flattened_items(walk, replacements);
        axes = "1".to_string();
    }
    require(
        !crate::fix::locate::has_comment(cx, comprehension.range()),
        reasons::COMMENT_INSIDE,
    )?;
    let wrapped = array_call_around(cx, stmt, comprehension);
    let text = |axis: &str| -> String {
        let batched = batched_text(cx, walk, reduction, &replacements, Some(axis));
        match (wrapped, reduction.wrapper) {
            (Some(_), Some(_)) if reduction.int_of_integers() => batched,
            (None, Some(_)) if reduction.int_of_integers() => {
                format!("{}.tolist()", parenthesized(&batched))
            }
            (Some(_), Some(_)) => format!("{}.astype(float)", parenthesized(&batched)),
            (Some(_), None) => batched,
            // `[float(...) for ...]`: a list of Python floats.
            (None, Some(_)) => format!("{}.astype(float).tolist()", parenthesized(&batched)),
            (None, None) => format!("list({batched})"),
        }
    };
    let range = wrapped.map_or(comprehension.range(), |c| c.range());
    let mut edits = vec![Edit::range_replacement(text(&axes), range)];
    if reduction.name == "linalg.norm" {
        edits.extend(cx.np().1);
    }
    let proven = util::proven_ndarray(cx, path, walk.base.as_str());
    // An empty stack: `np.array([])` is float64 where a batched `any` is bool.
    let exact = reduction.exact()
        && reduction.unconverted()
        && !(wrapped.is_some() && ONE_AXIS_ONLY.contains(&reduction.name))
        && !flattened
        && !assumes_unproven(cx, walk, reduction.operand);
    let alternative =
        (!two_d && !flattened).then(|| vec![Edit::range_replacement(text(walk.row_axis()), range)]);
    Ok(reduction_fix(
        finding,
        walk,
        reduction,
        proven && exact,
        edits,
        alternative,
    ))
}

/// `text` as the receiver of a method: parenthesized unless it is a call or a name.
fn parenthesized(text: &str) -> String {
    // A call, subscript, attribute or name binds tighter than `.method`; anything else (`a / f(b)`,
    // which also ends with `)`) needs parentheses.
    let primary = ruff_python_parser::parse_expression(text).is_ok_and(|parsed| {
        matches!(
            parsed.expr(),
            Expr::Call(_) | Expr::Subscript(_) | Expr::Attribute(_) | Expr::Name(_)
        )
    });
    if primary && !text.contains(['\n', '\r']) {
        text.to_string()
    } else {
        format!("({text})")
    }
}

/// The reduction over the stack as text (`np.linalg.norm` through a reshape to one row per item).
fn batched_text(
    cx: &FixContext,
    walk: &Walk,
    reduction: &Reduction,
    replacements: &[(TextRange, String)],
    axis: Option<&str>,
) -> String {
    if reduction.name != "linalg.norm" {
        return reduction.batched(cx, replacements, axis);
    }
    // The default norm of an item is the 2-norm of its flattened values.
    let (np, _) = cx.np();
    let func = cx.text(reduction.call.func.range());
    let operand = util::splice(
        cx.text(reduction.operand.range()),
        reduction.operand.start(),
        replacements,
    );
    match axis {
        Some(axis @ ("0" | "1")) => format!("{func}({operand}, axis={axis})"),
        _ => format!(
            "{func}({np}.reshape({operand}, ({}, -1)), axis=1)",
            walk.count
        ),
    }
}
