//! Array-ness (SPEC §2): the kind of an expression's value, and the per-scope fixpoint that decides
//! which names hold arrays.

use ruff_python_ast::{self as ast, name::Name, Expr};

use super::api::{self, contains};
use super::collect::Bound;
use super::expr::{
    argument, builtin_name, is_python_container, is_scalar_literal, keyword, method_call,
};
use super::imports::GENERATOR;
use super::{Model, ScopeId};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// An n-d array (or an element/slice of one: deferred on cuPyNumeric either way).
    Array,
    /// A 0-d result of a full reduction (`np.max(x)`, `x.sum()`).
    Reduction,
    /// Plainly not an array: a literal, a list/tuple/dict, a Python scalar from a builtin.
    NotArray,
    Unknown,
}

impl Kind {
    fn join(self, other: Kind) -> Kind {
        use Kind::*;
        match (self, other) {
            (Array, _) | (_, Array) => Array,
            (Reduction, _) | (_, Reduction) => Reduction,
            (NotArray, NotArray) => NotArray,
            _ => Unknown,
        }
    }
}

/// Beyond this nesting depth an expression's kind is not worth knowing (and inference must stay
/// linear on pathological input such as 100,000 nested unary minuses).
const MAX_DEPTH: u32 = 48;

pub(crate) fn kind_of(model: &Model<'_>, scope: ScopeId, expr: &Expr) -> Kind {
    kind_at(model, scope, expr, 0)
}

fn kind_at(model: &Model<'_>, scope: ScopeId, expr: &Expr, depth: u32) -> Kind {
    if depth > MAX_DEPTH {
        return Kind::Unknown;
    }
    match expr {
        Expr::Name(n) => model.name_kind(scope, n.id.as_str()),
        Expr::Attribute(a) => attribute_kind(model, scope, a, depth),
        Expr::Subscript(s) => match kind_at(model, scope, &s.value, depth + 1) {
            Kind::Array if is_element_index(model, scope, &s.slice, depth) => Kind::Reduction,
            Kind::Array => Kind::Array,
            Kind::Reduction => Kind::Reduction,
            Kind::NotArray => Kind::NotArray,
            // `scores[idx]` with `idx = rng.integers(0, n, n)`: a gather by an index array is an
            // array (a list or dict cannot be indexed by one).
            Kind::Unknown if kind_at(model, scope, &s.slice, depth + 1) == Kind::Array => {
                Kind::Array
            }
            Kind::Unknown => Kind::Unknown,
        },
        Expr::BinOp(b) => {
            if b.op == ast::Operator::Mod && matches!(b.left.as_ref(), Expr::StringLiteral(_)) {
                return Kind::NotArray;
            }
            let left = kind_at(model, scope, &b.left, depth + 1);
            let right = kind_at(model, scope, &b.right, depth + 1);
            match left.join(right) {
                Kind::NotArray if left == Kind::NotArray && right == Kind::NotArray => {
                    Kind::NotArray
                }
                Kind::NotArray => Kind::Unknown,
                k => k,
            }
        }
        Expr::UnaryOp(u) if u.op != ast::UnaryOp::Not => {
            kind_at(model, scope, &u.operand, depth + 1)
        }
        Expr::If(i) => kind_at(model, scope, &i.body, depth + 1).join(kind_at(
            model,
            scope,
            &i.orelse,
            depth + 1,
        )),
        Expr::Call(call) => call_kind(model, scope, call, depth),
        Expr::Named(n) => kind_at(model, scope, &n.value, depth + 1),
        e if is_python_container(e) || is_scalar_literal(e) => Kind::NotArray,
        Expr::Compare(c) => {
            let operands = std::iter::once(c.left.as_ref()).chain(c.comparators.iter());
            let elementwise = !c.ops.iter().any(|op| {
                matches!(
                    op,
                    ast::CmpOp::Is | ast::CmpOp::IsNot | ast::CmpOp::In | ast::CmpOp::NotIn
                )
            });
            let mut kinds = operands.map(|e| kind_at(model, scope, e, depth + 1));
            if elementwise && kinds.any(|k| k == Kind::Array) {
                Kind::Array
            } else {
                Kind::NotArray
            }
        }
        Expr::BoolOp(_) | Expr::Lambda(_) | Expr::Generator(_) => Kind::NotArray,
        _ => Kind::Unknown,
    }
}

/// `a[i]`, `a[i, j]`: integer indices only (no slice, `...`, `None`, mask or index array). The
/// result is one element (or a row, which the model treats alike: SPEC §2 counts row loops as
/// element loops).
fn is_element_index(model: &Model<'_>, scope: ScopeId, slice: &Expr, depth: u32) -> bool {
    let single = |e: &Expr| {
        !matches!(
            e,
            Expr::Slice(_) | Expr::EllipsisLiteral(_) | Expr::NoneLiteral(_) | Expr::Starred(_)
        ) && !matches!(kind_at(model, scope, e, depth + 1), Kind::Array)
            && !matches!(e, Expr::Attribute(a) if a.attr.id.as_str() == "newaxis")
    };
    match slice {
        Expr::Tuple(t) => t.elts.iter().all(single),
        e => single(e),
    }
}

fn attribute_kind(model: &Model<'_>, scope: ScopeId, a: &ast::ExprAttribute, depth: u32) -> Kind {
    let attr = a.attr.id.as_str();
    if let Expr::Name(root) = a.value.as_ref() {
        if root.id.as_str() == "self" {
            return if model.self_attr_is_array(scope, attr) {
                Kind::Array
            } else {
                Kind::Unknown
            };
        }
    }
    match attr {
        "shape" | "ndim" | "size" | "dtype" | "nbytes" | "itemsize" | "strides" => Kind::NotArray,
        "T" | "real" | "imag" | "flat" | "mT" => match kind_at(model, scope, &a.value, depth + 1) {
            Kind::Array => Kind::Array,
            _ => Kind::Unknown,
        },
        _ => Kind::Unknown,
    }
}

fn call_kind(model: &Model<'_>, scope: ScopeId, call: &ast::ExprCall, depth: u32) -> Kind {
    if let Some(name) = model.callee_name(&call.func) {
        if let Some(method) = name
            .strip_prefix(GENERATOR)
            .and_then(|m| m.strip_prefix('.'))
        {
            return draw_kind(call, method);
        }
        if let Some(member) = api::numpy_member(name) {
            return numpy_call_kind(model, scope, call, member, depth);
        }
        return Kind::Unknown;
    }
    if let Some(function) = super::locals::resolve(model, scope, &call.func) {
        return super::locals::call_kind(model, function);
    }
    if let Some(builtin) = builtin_name(&call.func) {
        return match builtin {
            "float" | "int" | "bool" | "complex" | "len" | "str" | "repr" | "round" | "abs"
            | "isinstance" | "range" | "enumerate" | "zip" | "sorted" | "list" | "tuple"
            | "dict" | "set" | "print" | "format" => Kind::NotArray,
            _ => Kind::Unknown,
        };
    }
    if let Some((recv, method)) = method_call(call) {
        match kind_at(model, scope, recv, depth + 1) {
            Kind::Array => return method_kind(call, method),
            // `flow[d].sum()`: a reduction of an element or row is a 0-d device value too.
            Kind::Reduction if recv.is_subscript_expr() && contains(api::REDUCTIONS, method) => {
                return if has_axis(call, 0) {
                    Kind::Array
                } else {
                    Kind::Reduction
                };
            }
            _ => {}
        }
    }
    Kind::Unknown
}

fn method_kind(call: &ast::ExprCall, method: &str) -> Kind {
    if contains(api::HOST_METHODS, method) || contains(api::MAPPING_METHODS, method) {
        Kind::NotArray
    } else if contains(api::REDUCTIONS, method) {
        if has_axis(call, 0) {
            Kind::Array
        } else {
            Kind::Reduction
        }
    } else {
        Kind::Array
    }
}

fn numpy_call_kind(
    model: &Model<'_>,
    scope: ScopeId,
    call: &ast::ExprCall,
    member: &str,
    depth: u32,
) -> Kind {
    let leaf = api::leaf(member);
    if let Some(random) = member.strip_prefix("random.") {
        return draw_kind(call, random);
    }
    if contains(api::NON_ARRAY_RESULTS, leaf) || contains(api::ARRAY_LISTS, member) {
        return Kind::NotArray;
    }
    if contains(api::REDUCTIONS, leaf) || contains(api::REDUCTIONS, member) {
        return if has_axis(call, 1) {
            Kind::Array
        } else {
            Kind::Reduction
        };
    }
    if contains(api::ARRAY_BUILDERS, leaf) || member.starts_with("fft.") {
        return Kind::Array;
    }
    if api::is_ufunc(member) {
        return ufunc_kind(model, scope, call, depth);
    }
    let args = call
        .arguments
        .args
        .iter()
        .chain(call.arguments.keywords.iter().map(|k| &k.value));
    args.fold(Kind::Unknown, |acc, a| {
        match kind_at(model, scope, a, depth + 1) {
            Kind::NotArray | Kind::Unknown => acc,
            k => acc.join(k),
        }
    })
}

/// A ufunc returns an array (SPEC §2) unless it only sees 0-d values or literals.
fn ufunc_kind(model: &Model<'_>, scope: ScopeId, call: &ast::ExprCall, depth: u32) -> Kind {
    let kinds: Vec<Kind> = call
        .arguments
        .args
        .iter()
        .map(|a| kind_at(model, scope, a, depth + 1))
        .collect();
    if kinds.contains(&Kind::Array) {
        Kind::Array
    } else if kinds.contains(&Kind::Reduction) {
        Kind::Reduction
    } else if call.arguments.args.iter().all(|a| {
        is_scalar_literal(a)
            || matches!(a, Expr::UnaryOp(_))
            || matches!(a, Expr::Name(n) if model.is_constant(scope, n.id.as_str())
                || iterates_numbers(model, scope, n.id.as_str()))
    }) {
        Kind::Unknown
    } else {
        Kind::Array
    }
}

/// `for k, (di, dj) in enumerate(OFFSETS)` with `OFFSETS = [(-1, 0), ...]`, `for i in range(n)`:
/// a loop variable that only takes numbers.
fn iterates_numbers(model: &Model<'_>, scope: ScopeId, name: &str) -> bool {
    let bindings = model.bindings_of(scope, name);
    !bindings.is_empty()
        && bindings.iter().all(|b| match b {
            Bound::IterationOf(iter) => yields_numbers(model, scope, iter, 0),
            _ => false,
        })
}

fn yields_numbers(model: &Model<'_>, scope: ScopeId, iter: &Expr, depth: u32) -> bool {
    if depth > 3 {
        return false;
    }
    match iter {
        Expr::Call(c) => match builtin_name(&c.func) {
            Some("range") => true,
            Some("enumerate" | "zip" | "reversed") => c
                .arguments
                .args
                .iter()
                .all(|a| yields_numbers(model, scope, a, depth + 1)),
            _ => false,
        },
        Expr::List(_) | Expr::Tuple(_) => holds_only_numbers(iter),
        Expr::Name(n) => model
            .only_values(scope, n.id.as_str())
            .is_some_and(|values| {
                !values.is_empty()
                    && values.iter().all(|v| {
                        matches!(v, Expr::List(_) | Expr::Tuple(_)) && holds_only_numbers(v)
                    })
            }),
        _ => false,
    }
}

/// A value proven to have one axis: a constructor or random draw sized by one integer (not a
/// tuple), `np.arange`/`np.linspace`, a slice of one, a number times one — through names bound
/// once.
fn is_one_dimensional(model: &Model<'_>, scope: ScopeId, e: &Expr, depth: u32) -> bool {
    if depth > 4 {
        return false;
    }
    match e {
        Expr::Name(n) => model
            .only_values(scope, n.id.as_str())
            .is_some_and(|values| {
                matches!(values.as_slice(), [v] if is_one_dimensional(model, scope, v, depth + 1))
            }),
        Expr::Subscript(s) => {
            s.slice.is_slice_expr() && is_one_dimensional(model, scope, &s.value, depth + 1)
        }
        Expr::BinOp(b) if super::expr::is_number(&b.left) => {
            is_one_dimensional(model, scope, &b.right, depth + 1)
        }
        Expr::BinOp(b) if super::expr::is_number(&b.right) => {
            is_one_dimensional(model, scope, &b.left, depth + 1)
        }
        Expr::Call(c) => sized_by_one_integer(model, c),
        _ => false,
    }
}

fn sized_by_one_integer(model: &Model<'_>, call: &ast::ExprCall) -> bool {
    let Some(name) = model.numpy_call_name(&call.func) else {
        return false;
    };
    let member = name.rsplit('.').next().unwrap_or(name);
    let size = match member {
        "arange" | "linspace" | "logspace" | "geomspace" => return true,
        "zeros" | "ones" | "empty" | "full" => argument(call, 0, "shape"),
        draw => match api::draw_size_position(draw) {
            Some(position) => argument(call, position, "size"),
            None => return false,
        },
    };
    size.is_some_and(|s| is_integer_extent(model, call, s))
        && !name.contains("multinomial")
        && !name.contains("dirichlet")
        && !name.contains("multivariate")
}

/// `n`, `N_FIELDS`, `2 * n + 1`, `len(x)`: an extent that is not a shape tuple (a name must be
/// an integer constant or bound only to non-sequences).
fn is_integer_extent(model: &Model<'_>, call: &ast::ExprCall, e: &Expr) -> bool {
    match e {
        Expr::Name(n) => {
            let scope = model.scope_containing(ruff_text_size::Ranged::range(call));
            model.int_constant(scope, n.id.as_str()).is_some()
                || model
                    .only_values(scope, n.id.as_str())
                    .is_some_and(|values| {
                        !values.is_empty()
                            && values.iter().all(|v| {
                                matches!(v, Expr::BinOp(_)) || super::expr::int_literal(v).is_some()
                            })
                    })
        }
        Expr::BinOp(b) => {
            is_integer_extent(model, call, &b.left) && is_integer_extent(model, call, &b.right)
        }
        Expr::Call(c) => builtin_name(&c.func) == Some("len"),
        e => super::expr::int_literal(e).is_some(),
    }
}

/// A literal list or tuple of numbers, or of such lists and tuples.
fn holds_only_numbers(e: &Expr) -> bool {
    match e {
        Expr::List(l) => l.elts.iter().all(holds_only_numbers),
        Expr::Tuple(t) => t.elts.iter().all(holds_only_numbers),
        e => super::expr::is_number(e),
    }
}

/// `np.random.normal(0, 1, size=n)` draws an array; without a size it draws one Python scalar.
fn draw_kind(call: &ast::ExprCall, method: &str) -> Kind {
    match api::draw_size_position(method) {
        Some(pos) if argument(call, pos, "size").is_some() => Kind::Array,
        Some(_) if keyword(call, "shape").is_some() => Kind::Array,
        Some(_) => Kind::Unknown,
        None => Kind::Unknown,
    }
}

/// `axis=` (not `None`) at `position` or by keyword, or `keepdims=`: a reduction that keeps an array.
pub fn has_axis(call: &ast::ExprCall, position: usize) -> bool {
    argument(call, position, "axis").is_some_and(|a| !matches!(a, Expr::NoneLiteral(_)))
        || keyword(call, "keepdims").is_some()
}

/// A number, string, bool or `None`, possibly negated: never an array.
fn is_literal_constant(expr: &Expr) -> bool {
    match expr {
        Expr::UnaryOp(u) => is_literal_constant(&u.operand),
        e => is_scalar_literal(e),
    }
}

/// Names whose every binding in their scope is a literal constant (`T = 1.0`,
/// `S0, K = 100.0, 105.0`) are plainly not arrays.
fn mark_literal_constants(model: &mut Model<'_>) {
    for names in &mut model.names {
        let mut literal: rustc_hash::FxHashMap<&Name, bool> = rustc_hash::FxHashMap::default();
        for (name, bound) in &names.bindings {
            let constant = matches!(bound, Bound::Value(e) if is_literal_constant(e));
            *literal.entry(name).or_insert(true) &= constant;
        }
        let constants: Vec<Name> = literal
            .into_iter()
            .filter(|(_, all)| *all)
            .map(|(n, _)| n.clone())
            .collect();
        names.never_array.extend(constants.iter().cloned());
        names.constants.extend(constants);
    }
}

/// Fixpoint over every scope's bindings until no name changes kind (bounded passes).
pub(crate) fn infer_arrays(model: &mut Model<'_>) {
    mark_literal_constants(model);
    for scope in 0..model.names.len() {
        let seeds: Vec<_> = model.names[scope]
            .bindings
            .iter()
            .filter(|(_, b)| matches!(b, Bound::Parameter { ndarray: true }))
            .map(|(n, _)| n.clone())
            .chain(
                model.names[scope]
                    .evidence
                    .iter()
                    .filter(|n| !only_python_values(&model.names[scope], n))
                    .cloned(),
            )
            .collect();
        let names = &mut model.names[scope];
        for name in seeds {
            if !names.never_array.contains(&name) {
                names.arrays.insert(name);
            }
        }
    }
    for _pass in 0..12 {
        let mut changed = false;
        for scope in 0..model.names.len() {
            let settled = &model.names[scope];
            let updates: Vec<_> = settled
                .bindings
                .iter()
                .filter(|(name, _)| {
                    !settled.never_array.contains(name) && !settled.arrays.contains(name)
                })
                .filter_map(|(name, bound)| {
                    let kind = bound_kind(model, scope, name.as_str(), *bound);
                    matches!(kind, Kind::Array | Kind::Reduction).then(|| (name.clone(), kind))
                })
                .collect();
            let names = &mut model.names[scope];
            for (name, kind) in updates {
                if names.arrays.contains(&name) {
                    continue;
                }
                changed |= match kind {
                    Kind::Array => {
                        names.arrays.insert(name.clone()) | names.reductions.remove(&name)
                    }
                    _ => names.reductions.insert(name),
                };
            }
        }
        changed |= infer_class_arrays(model);
        changed |= super::locals::infer(model);
        if !changed {
            break;
        }
    }
}

/// Use as an array is no evidence for a name bound only to Python values: `s = x.shape` (a
/// tuple of integers), `sizes, steps = zip(*pairs)` (tuples) — `s[i] + 1` is integer arithmetic.
fn only_python_values(names: &super::ScopeNames<'_>, name: &Name) -> bool {
    let mut bindings = names.bindings.iter().filter(|(n, _)| n == name).peekable();
    bindings.peek().is_some()
        && bindings.all(|(_, bound)| match bound {
            Bound::Value(v) => is_shape_attribute(v),
            Bound::Unpacked(v, _) => is_shape_attribute(v) || unzips(v),
            _ => false,
        })
}

fn is_shape_attribute(e: &Expr) -> bool {
    matches!(e, Expr::Attribute(a) if matches!(a.attr.id.as_str(), "shape" | "strides"))
}

/// `zip(*pairs)`: a transpose of Python sequences into tuples.
fn unzips(e: &Expr) -> bool {
    matches!(e, Expr::Call(c) if builtin_name(&c.func) == Some("zip")
        && c.arguments.args.iter().any(Expr::is_starred_expr))
}

fn bound_kind(model: &Model<'_>, scope: ScopeId, name: &str, bound: Bound<'_>) -> Kind {
    match bound {
        Bound::Value(v) => kind_of(model, scope, v),
        Bound::Augmented(v) => kind_of(model, scope, v).join(model.name_kind(scope, name)),
        Bound::IterationOf(iter) => match iter {
            Expr::Call(c) if builtin_name(&c.func).is_some() => Kind::Unknown,
            Expr::Call(c) if returns_arrays(model, c) => Kind::Array,
            // `for s in speeds[:200]` with `speeds = rng.weibull(2.0, 8760) * 9.0`: the items of a
            // 1-D array are numbers, not arrays a loop would do whole-array work on.
            iter if is_one_dimensional(model, scope, iter, 0) => Kind::Unknown,
            iter => match kind_of(model, scope, iter) {
                Kind::Array => Kind::Array,
                _ => Kind::Unknown,
            },
        },
        Bound::Unpacked(v, Some(position))
            if super::locals::unpacked_is_array(model, scope, v, position) =>
        {
            Kind::Array
        }
        Bound::Unpacked(Expr::Call(call), _) if returns_arrays(model, call) => Kind::Array,
        // `peak = np.unravel_index(...)` … `dy, dx = peak`.
        Bound::Unpacked(Expr::Name(n), _) if names_arrays_tuple(model, scope, n) => Kind::Array,
        Bound::Parameter { .. } | Bound::Opaque | Bound::Unpacked(..) => Kind::Unknown,
    }
}

/// A name bound once, to a NumPy call that returns a tuple of arrays.
fn names_arrays_tuple(model: &Model<'_>, scope: ScopeId, n: &ast::ExprName) -> bool {
    let name = n.id.as_str();
    model.binding_count(scope, name) == 1
        && matches!(model.bound_values(scope, name).as_slice(),
            [Expr::Call(call)] if returns_arrays(model, call))
}

/// NumPy functions that return a tuple or list of arrays (`ii, jj = np.indices(shape)`).
fn returns_arrays(model: &Model<'_>, call: &ast::ExprCall) -> bool {
    model
        .numpy_call_name(&call.func)
        .and_then(api::numpy_member)
        .is_some_and(|m| {
            contains(api::ARRAY_LISTS, m)
                || matches!(
                    m,
                    "indices"
                        | "meshgrid"
                        | "nonzero"
                        | "gradient"
                        | "broadcast_arrays"
                        | "unravel_index"
                        | "histogram"
                        | "histogram2d"
                        | "linalg.eigh"
                        | "linalg.eig"
                        | "linalg.svd"
                        | "linalg.qr"
                        | "modf"
                        | "frexp"
                        | "divmod"
                )
        })
}

fn infer_class_arrays(model: &mut Model<'_>) -> bool {
    let found: Vec<(String, String)> = model
        .class_bindings
        .iter()
        .filter(|(_, _, scope, value)| kind_of(model, *scope, value) == Kind::Array)
        .map(|(class, attr, _, _)| (class.clone(), attr.clone()))
        .collect();
    let mut changed = false;
    for (class, attr) in found {
        changed |= model.class_arrays.entry(class).or_default().insert(attr);
    }
    changed
}
