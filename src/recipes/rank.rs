//! The rank (number of axes) of a value, when the code proves it: a constructor with a literal
//! or integer shape (`np.zeros((n, 3))`, `np.zeros(edges.size - 1)`, `np.linspace(0, 1, n)`),
//! slices and elementwise arithmetic of such arrays with numbers, what a module function
//! returns, or — for a parameter — what every caller passes. `None` when anything is unknown.

use ruff_python_ast::{self as ast, Expr};

use crate::fix::FixContext;
use crate::model::{api, Bound, ScopeId};

/// A hop through a name, a caller or a return costs `HOP`; a level of arithmetic costs 1 — so
/// up to 24 hops (a value passed down a script's pipeline of helpers), and expressions nested no
/// deeper than the budget.
const HOP: u32 = 16;
const MAX_DEPTH: u32 = 24 * HOP;

/// The rank of the array `name` holds in `scope`.
pub(crate) fn array_rank(cx: &FixContext, scope: ScopeId, name: &str, depth: u32) -> Option<usize> {
    Ranker {
        cx,
        default_precision: false,
        assumed: None,
    }
    .array_rank(scope, name, depth)
}

/// `value_rank` of a value whose elements are 64-bit (or bool): no constructor on the way
/// names another `dtype=` (a float32 element computes in float32, a Python float in float64).
pub(crate) fn default_precision_rank(
    cx: &FixContext,
    scope: ScopeId,
    value: &Expr,
) -> Option<usize> {
    Ranker {
        cx,
        default_precision: true,
        assumed: None,
    }
    .value_rank(scope, value, 0)
}

/// The rank of any value (`1e-6 * np.eye(k)`, `w.T`), whatever its precision.
pub(crate) fn value_rank(cx: &FixContext, scope: ScopeId, value: &Expr) -> Option<usize> {
    Ranker {
        cx,
        default_precision: false,
        assumed: None,
    }
    .value_rank(scope, value, 0)
}

struct Ranker<'c, 'a> {
    cx: &'c FixContext<'a>,
    default_precision: bool,
    /// A name of a scope taken to have a rank while the bindings that read it are ranked
    /// (`starts = np.concatenate([starts, extra])`).
    assumed: Option<(ScopeId, &'c str, usize)>,
}

impl Ranker<'_, '_> {
    fn array_rank(&self, scope: ScopeId, name: &str, depth: u32) -> Option<usize> {
        if depth > MAX_DEPTH {
            return None;
        }
        let cx = self.cx;
        let model = cx.model;
        if let Some((at, assumed, rank)) = self.assumed {
            if at == scope && assumed == name {
                return Some(rank);
            }
        }
        if model.is_constant(scope, name) {
            return Some(0);
        }
        if model.is_parameter(scope, name) {
            let passed = model.arguments_passed(scope, name)?;
            let ranks: Vec<usize> = passed
                .iter()
                .map(|(caller, arg)| self.value_rank(*caller, arg, depth + HOP))
                .collect::<Option<_>>()?;
            return agreed(&ranks);
        }
        // `counts += ...` writes into an array in place: it keeps its shape (a number would not).
        let all = model.bindings_of(scope, name);
        let bindings: Vec<&Bound> = all
            .iter()
            .copied()
            .filter(|b| !matches!(b, Bound::Augmented(_)))
            .collect();
        let augmented = bindings.len() < all.len();
        match bindings.as_slice() {
            [Bound::Value(value)] => self
                .value_rank(scope, value, depth + HOP)
                .filter(|r| !augmented || *r >= 1),
            // `nd, nr = N_GAL, N_RAND`
            [Bound::Unpacked(Expr::Tuple(t), Some(k))] if !augmented => {
                self.value_rank(scope, t.elts.get(*k as usize)?, depth + HOP)
            }
            // `rows, cols = np.nonzero(det)`: one 1-D integer index array per axis.
            [Bound::Unpacked(Expr::Call(call), Some(k))] if !augmented => {
                if self.indices_of_nonzero(call) {
                    return Some(1);
                }
                self.unpacked_return_rank(call, *k as usize, depth + HOP)
            }
            values => self
                .rebound_rank(scope, name, values, depth + HOP)
                .filter(|r| !augmented || *r >= 1),
        }
    }

    /// A name bound several times (`starts = rng.integers(...)`, then
    /// `starts = np.concatenate([starts, extra])`): the rank every binding agrees on, the ones
    /// that read the name ranked as if it had the rank of those that do not.
    fn rebound_rank(
        &self,
        scope: ScopeId,
        name: &str,
        bindings: &[&Bound],
        depth: u32,
    ) -> Option<usize> {
        let values: Vec<&Expr> = bindings
            .iter()
            .map(|b| match b {
                Bound::Value(v) => Some(*v),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let reads = |v: &Expr| {
            crate::model::expr::any_expr(v, |e| matches!(e, Expr::Name(n) if n.id.as_str() == name))
        };
        let fresh: Vec<usize> = values
            .iter()
            .filter(|v| !reads(v))
            .map(|v| self.value_rank(scope, v, depth))
            .collect::<Option<_>>()?;
        let rank = agreed(&fresh)?;
        let assuming = Ranker {
            cx: self.cx,
            default_precision: self.default_precision,
            assumed: Some((scope, name, rank)),
        };
        values
            .iter()
            .filter(|v| reads(v))
            .all(|v| assuming.value_rank(scope, v, depth) == Some(rank))
            .then_some(rank)
    }

    fn value_rank(&self, scope: ScopeId, value: &Expr, depth: u32) -> Option<usize> {
        if depth > MAX_DEPTH {
            return None;
        }
        match value {
            Expr::NumberLiteral(_) => Some(0),
            // `np.pi`, `math.e`
            Expr::Attribute(a)
                if matches!(a.attr.as_str(), "pi" | "e" | "inf" | "tau")
                    && a.value.is_name_expr() =>
            {
                Some(0)
            }
            Expr::Name(n) => self.array_rank(scope, n.id.as_str(), depth),
            Expr::UnaryOp(u) => self.value_rank(scope, &u.operand, depth + 1),
            Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
                let left = self.value_rank(scope, &b.left, depth + 1)?;
                Some(left.max(self.value_rank(scope, &b.right, depth + 1)?))
            }
            // `processed == 0`, `lo < x`: a comparison broadcasts as arithmetic does.
            Expr::Compare(c) => {
                let mut rank = self.value_rank(scope, &c.left, depth + 1)?;
                for right in c.comparators.iter() {
                    rank = rank.max(self.value_rank(scope, right, depth + 1)?);
                }
                Some(rank)
            }
            // `edges[:-1]`: a slice keeps the axis.
            Expr::Subscript(s) if s.slice.is_slice_expr() => self
                .value_rank(scope, &s.value, depth + 1)
                .filter(|r| *r >= 1),
            // `fg[:, None]`, `t[None, :]`, `x[0, :]`, `x[None]`: basic indexing with slices,
            // new axes and integer literals.
            Expr::Subscript(s) if basic_index(&s.slice).is_some() => {
                let (kept, dropped, added) = basic_index(&s.slice)?;
                let of = self.value_rank(scope, &s.value, depth + 1)?;
                (kept + dropped <= of).then(|| of - dropped + added)
            }
            // `x[mask]`, `x[order]`: a 1-D array indexed by a 1-D mask or index array keeps one
            // axis of x's elements (whatever the index's precision).
            Expr::Subscript(s) => {
                let index = self
                    .without_precision()
                    .value_rank(scope, &s.slice, depth + 1)?;
                let of = self.value_rank(scope, &s.value, depth + 1)?;
                (index == 1 && of == 1).then_some(1)
            }
            Expr::Call(call) => self.call_rank(scope, call, depth),
            _ => None,
        }
    }

    fn call_rank(&self, scope: ScopeId, call: &ast::ExprCall, depth: u32) -> Option<usize> {
        let cx = self.cx;
        let model = cx.model;
        if self.default_precision
            && call
                .arguments
                .find_keyword("dtype")
                .is_some_and(|k| !is_default_precision(&k.value))
        {
            return None;
        }
        let member = model.callee_name(&call.func).and_then(api::numpy_member);
        if may_have_shaped_dtype(cx, scope, member, call) {
            return None;
        }
        // `np.random.randn(4, s)`: one extent per argument (the constructor's shape reads the first).
        let leaf = member.map(api::leaf).or_else(|| {
            model
                .callee_name(&call.func)
                .and_then(|n| n.strip_prefix(crate::model::imports::GENERATOR))
                .map(|m| m.trim_start_matches('.'))
        });
        if matches!(leaf, Some("rand" | "randn")) {
            let extents = &call.arguments.args;
            return (call.arguments.keywords.is_empty()
                && extents.iter().all(|e| is_int_extent(cx, scope, e)))
            .then_some(extents.len());
        }
        // `rng.integers(0, 365, n)`, `rng.normal(0, 1, size=(n, 3))`: the axes of `size`.
        let drawn = member.is_some_and(|m| m.starts_with("random."))
            || model
                .callee_name(&call.func)
                .is_some_and(|n| n.starts_with(crate::model::imports::GENERATOR));
        if let Some(at) = leaf.filter(|_| drawn).and_then(draw_size_position) {
            // `rng.random(n, np.float32)`, `rng.integers(0, 9, n, np.int8)`: a positional dtype
            // after `size`.
            if self.default_precision && call.arguments.args.len() > at + 1 {
                return None;
            }
            let Some(size) = crate::model::expr::argument(call, at, "size") else {
                // `rng.poisson(rate)`: the parameters broadcast together.
                return self.broadcast_parameters(scope, call, depth);
            };
            return match size {
                Expr::Tuple(t) if !t.elts.iter().any(Expr::is_starred_expr) => Some(t.elts.len()),
                // `rng.normal(0, 0.01, curves.shape)`: the axes of `curves`.
                Expr::Attribute(a) if a.attr.as_str() == "shape" => {
                    self.value_rank(scope, &a.value, depth + 1)
                }
                extent => is_int_extent(cx, scope, extent).then_some(1),
            };
        }
        match member.map(api::leaf) {
            // Scalar ends make one axis; array ends add theirs.
            Some("linspace" | "logspace" | "geomspace") => {
                let ends = call.arguments.args.iter().take(2);
                let scalar = ends
                    .clone()
                    .all(|e| self.value_rank(scope, e, depth + 1) == Some(0));
                return (scalar && call.arguments.args.len() >= 2).then_some(1);
            }
            // One axis, the argument's elements (and dtype).
            Some("unique" | "ravel") if call.arguments.keywords.is_empty() => {
                let [arg] = &*call.arguments.args else {
                    return None;
                };
                return self.value_rank(scope, arg, depth + 1).map(|_| 1);
            }
            Some("flatnonzero") => return Some(1),
            // `np.empty_like(scans)`: the argument's axes (a `shape=` would name others).
            Some("zeros_like" | "ones_like" | "empty_like" | "full_like" | "copy")
                if call.arguments.find_keyword("shape").is_none() =>
            {
                let arg = call.arguments.args.first()?;
                return self.value_rank(scope, arg, depth + 1).filter(|r| *r >= 1);
            }
            Some("eye" | "identity") => return Some(2),
            // `np.where(cum > ia, cum - ia, 0.0)`: the three broadcast together; the elements
            // are those of the two choices.
            Some("where") if call.arguments.keywords.is_empty() => {
                let [test, a, b] = &*call.arguments.args else {
                    return None;
                };
                let test = self
                    .without_precision()
                    .value_rank(scope, test, depth + 1)?;
                let a = self.value_rank(scope, a, depth + 1)?;
                let b = self.value_rank(scope, b, depth + 1)?;
                return Some(test.max(a).max(b));
            }
            // `np.concatenate([starts, extra])`: joined along the first axis, the parts' rank.
            Some("concatenate") if call.arguments.keywords.is_empty() => {
                let [Expr::List(ast::ExprList { elts, .. })
                | Expr::Tuple(ast::ExprTuple { elts, .. })] = &*call.arguments.args
                else {
                    return None;
                };
                let ranks: Vec<usize> = elts
                    .iter()
                    .map(|e| self.value_rank(scope, e, depth + 1))
                    .collect::<Option<_>>()?;
                return agreed(&ranks).filter(|r| *r >= 1);
            }
            // `np.array([[1.0, 0.0], [0.0, 1.0]])`, `np.array([N, 2])`: one axis per level of
            // literal nesting, down to numbers or names of numbers.
            Some("array" | "asarray") => {
                let first = call.arguments.args.first()?;
                return self.display_nesting(scope, first, depth + 1);
            }
            // Same axes; `argsort` makes int64 indices whatever the input's precision.
            Some("argsort") if call.arguments.args.len() == 1 => {
                let [arg] = &*call.arguments.args else {
                    return None;
                };
                return self.without_precision().value_rank(scope, arg, depth + 1);
            }
            Some("sort" | "round" | "around" | "clip" | "diff") => {
                let arg = call.arguments.args.first()?;
                return self.value_rank(scope, arg, depth + 1).filter(|r| *r >= 1);
            }
            // Without `axis` a running sum runs over the flattened array.
            Some("cumsum" | "cumprod")
                if call.arguments.args.len() == 1 && call.arguments.keywords.is_empty() =>
            {
                return self
                    .value_rank(scope, &call.arguments.args[0], depth + 1)
                    .map(|_| 1);
            }
            // Along an axis it keeps the array's axes.
            Some("cumsum" | "cumprod") => {
                let [arg] = &*call.arguments.args else {
                    return None;
                };
                let [axis] = &*call.arguments.keywords else {
                    return None;
                };
                let along = axis.arg.as_ref().is_some_and(|a| a.as_str() == "axis")
                    && crate::model::expr::int_literal(&axis.value).is_some();
                return along
                    .then(|| self.value_rank(scope, arg, depth + 1))
                    .flatten()
                    .filter(|r| *r >= 1);
            }
            // `np.einsum("wta,wtb->wab", ...)`: one axis per output letter.
            Some("einsum") => {
                let Some(Expr::StringLiteral(spec)) = call.arguments.args.first() else {
                    return None;
                };
                let spec = spec.value.to_str();
                let (_, output) = spec.split_once("->")?;
                return (!output.contains('.'))
                    .then(|| output.chars().filter(char::is_ascii_alphabetic).count());
            }
            // Always one axis (array bounds raise); the elements' precision follows the bounds
            // unless `dtype=` names it (checked above).
            Some("arange")
                if !self.default_precision || call.arguments.find_keyword("dtype").is_some() =>
            {
                return Some(1);
            }
            Some("arange") => {
                let scalar = call
                    .arguments
                    .args
                    .iter()
                    .all(|e| self.value_rank(scope, e, depth + 1) == Some(0));
                return scalar.then_some(1);
            }
            Some(leaf) if api::is_ufunc(leaf) && call.arguments.keywords.is_empty() => {
                let ranks: Vec<usize> = call
                    .arguments
                    .args
                    .iter()
                    .map(|a| self.value_rank(scope, a, depth + 1))
                    .collect::<Option<_>>()?;
                return ranks.into_iter().max();
            }
            _ => {}
        }
        if let Some(rank) = self.reduced_rank(scope, call, member, depth) {
            return Some(rank);
        }
        // `x.reshape(n, 5)`, `x.reshape((n, 5))`: one axis per extent, x's elements.
        if let Some((of, "reshape")) = crate::model::expr::method_call(call) {
            if member.is_none() && call.arguments.keywords.is_empty() {
                let extents: Vec<&Expr> = match &*call.arguments.args {
                    [Expr::Tuple(t)] => t.elts.iter().collect(),
                    args => args.iter().collect(),
                };
                // Several extents must each be an integer (reshape raises otherwise); one may be
                // a name holding a tuple.
                let counted = match extents.as_slice() {
                    [] => false,
                    [one] => is_int_extent(cx, scope, one) || is_minus_one(one),
                    _ => !extents.iter().any(|e| e.is_starred_expr()),
                };
                if counted {
                    return self.value_rank(scope, of, depth + 1).map(|_| extents.len());
                }
            }
        }
        // `x.astype(int)`: x's axes (a precision other than the default is checked above for a
        // `dtype=` keyword, here for the positional one).
        if let Some((of, "astype")) = crate::model::expr::method_call(call) {
            if let ([dtype], None) = (&*call.arguments.args, member) {
                if !self.default_precision || is_default_precision(dtype) {
                    return self.without_precision().value_rank(scope, of, depth + 1);
                }
            }
        }
        // `x.cumsum()` runs over the flattened array; `x.cumsum(axis=1)` keeps x's axes.
        if let Some((of, "cumsum" | "cumprod")) = crate::model::expr::method_call(call) {
            if member.is_none() {
                let axis = match (&*call.arguments.args, &*call.arguments.keywords) {
                    ([], []) => return self.value_rank(scope, of, depth + 1).map(|_| 1),
                    ([axis], []) => axis,
                    ([], [k]) if k.arg.as_ref().is_some_and(|a| a.as_str() == "axis") => &k.value,
                    _ => return None,
                };
                crate::model::expr::int_literal(axis)?;
                return self.value_rank(scope, of, depth + 1).filter(|r| *r >= 1);
            }
        }
        // `x.ravel()`, `x.flatten()`: one axis of x's elements.
        if let Some((of, "ravel" | "flatten")) = crate::model::expr::method_call(call) {
            if call.arguments.is_empty() && member.is_none() {
                return self.value_rank(scope, of, depth + 1).map(|_| 1);
            }
        }
        // The shape's extents: `(n, 3)` is two axes, `edges.size - 1` one; a name bound to a
        // tuple or a starred part (`(*s, 3)`) is not counted.
        if let Some(dims) = crate::assess::facts::constructor_dims(model, call) {
            return match dims.as_slice() {
                _ if dims.iter().any(|d| d.is_starred_expr()) => None,
                // `np.zeros(sugar.shape)`: the axes of `sugar`.
                [Expr::Attribute(a)] if a.attr.as_str() == "shape" => {
                    self.value_rank(scope, &a.value, depth + 1)
                }
                [extent] => is_int_extent(cx, scope, extent).then_some(1),
                dims => Some(dims.len()),
            };
        }
        let (function, returns) = model.local_call_returns(call)?;
        let ranks: Vec<usize> = returns
            .iter()
            .map(|r| self.value_rank(function, r, depth + HOP))
            .collect::<Option<_>>()?;
        agreed(&ranks)
    }
}

impl Ranker<'_, '_> {
    /// `signup, active = simulate(...)`: the `k`-th part of the tuple every `return` of the
    /// module function gives.
    fn unpacked_return_rank(&self, call: &ast::ExprCall, k: usize, depth: u32) -> Option<usize> {
        let (function, returns) = self.cx.model.local_call_returns(call)?;
        let ranks: Vec<usize> = returns
            .iter()
            .map(|r| match r {
                Expr::Tuple(t) if !t.elts.iter().any(Expr::is_starred_expr) => {
                    self.value_rank(function, t.elts.get(k)?, depth)
                }
                _ => None,
            })
            .collect::<Option<_>>()?;
        agreed(&ranks)
    }

    /// The rank of a random draw without `size`: its parameters broadcast together (no
    /// parameter draws one number).
    fn broadcast_parameters(
        &self,
        scope: ScopeId,
        call: &ast::ExprCall,
        depth: u32,
    ) -> Option<usize> {
        let keywords = call.arguments.keywords.iter().filter(|k| {
            !k.arg
                .as_ref()
                .is_some_and(|a| matches!(a.as_str(), "dtype" | "out"))
        });
        let ranks: Vec<usize> = call
            .arguments
            .args
            .iter()
            .chain(keywords.map(|k| &k.value))
            .map(|p| {
                (!p.is_starred_expr())
                    .then(|| self.without_precision().value_rank(scope, p, depth + 1))
                    .flatten()
            })
            .collect::<Option<_>>()?;
        Some(ranks.into_iter().max().unwrap_or(0))
    }

    /// The same ranking without the precision condition (for results whose dtype is fixed).
    fn without_precision(&self) -> Self {
        Ranker {
            cx: self.cx,
            default_precision: false,
            assumed: self.assumed,
        }
    }

    /// `mat.sum(axis=0)`, `np.mean(x, axis=1)`, `d2.argmin(axis=1)`: one axis fewer than the
    /// operand (a literal axis, no `keepdims`); `argmin`/`argmax` make int64 indices.
    fn reduced_rank(
        &self,
        scope: ScopeId,
        call: &ast::ExprCall,
        member: Option<&str>,
        depth: u32,
    ) -> Option<usize> {
        let (operand, reduction, axis) = match (member, crate::model::expr::method_call(call)) {
            (Some(member), _) => {
                let [operand, rest @ ..] = &*call.arguments.args else {
                    return None;
                };
                (operand, api::leaf(member), rest.first())
            }
            (None, Some((of, method))) => (of, method, call.arguments.args.first()),
            (None, None) => return None,
        };
        // `np.percentile(q, 95, axis=1)`: a number per row (the axis as a keyword only, the
        // positional one comes after the quantile).
        if member.is_some()
            && matches!(
                reduction,
                "percentile"
                    | "quantile"
                    | "nanpercentile"
                    | "nanquantile"
                    | "median"
                    | "nanmedian"
            )
        {
            let axis = call.arguments.find_keyword("axis").map(|k| &k.value)?;
            let plain = call.arguments.keywords.len() == 1
                && call.arguments.args.len() <= 2
                && call
                    .arguments
                    .args
                    .get(1)
                    .is_none_or(|q| self.value_rank(scope, q, depth + 1) == Some(0));
            if !plain || crate::model::expr::int_literal(axis).is_none() {
                return None;
            }
            let rank = self
                .without_precision()
                .value_rank(scope, operand, depth + 1)?;
            return rank.checked_sub(1).filter(|_| rank >= 1);
        }
        if !matches!(
            reduction,
            "sum" | "mean" | "max" | "min" | "prod" | "argmax" | "argmin" | "any" | "all"
        ) {
            return None;
        }
        let keyword_axis = call.arguments.find_keyword("axis").map(|k| &k.value);
        let only_axis = call
            .arguments
            .keywords
            .iter()
            .all(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "axis"));
        let axis = match (axis, keyword_axis) {
            (Some(a), None) if call.arguments.args.len() <= 2 => a,
            (None, Some(a)) => a,
            _ => return None,
        };
        if !only_axis || crate::model::expr::int_literal(axis).is_none() {
            return None;
        }
        let ranker = if matches!(reduction, "argmax" | "argmin") {
            self.without_precision()
        } else {
            Ranker {
                cx: self.cx,
                default_precision: self.default_precision,
                assumed: self.assumed,
            }
        };
        let rank = ranker.value_rank(scope, operand, depth + 1)?;
        rank.checked_sub(1).filter(|_| rank >= 1)
    }

    /// The depth of a list/tuple display whose items at each level agree in depth; an item that
    /// is not a display must be a number (a literal or a value of rank 0).
    fn display_nesting(&self, scope: ScopeId, e: &Expr, depth: u32) -> Option<usize> {
        let items = match e {
            Expr::List(l) => &l.elts,
            Expr::Tuple(t) => &t.elts,
            e => {
                return (literal_nesting(e) == Some(0)
                    || self.value_rank(scope, e, depth + 1) == Some(0))
                .then_some(0)
            }
        };
        let depths: Vec<usize> = items
            .iter()
            .map(|item| self.display_nesting(scope, item, depth + 1))
            .collect::<Option<_>>()?;
        let first = *depths.first()?;
        depths.iter().all(|d| *d == first).then_some(first + 1)
    }

    /// `np.nonzero(x)`, `np.where(x)` (one argument), `x.nonzero()`.
    fn indices_of_nonzero(&self, call: &ast::ExprCall) -> bool {
        let member = self
            .cx
            .model
            .callee_name(&call.func)
            .and_then(api::numpy_member)
            .map(api::leaf);
        let one_arg = call.arguments.args.len() == 1 && call.arguments.keywords.is_empty();
        match member {
            Some("nonzero" | "where") => one_arg,
            _ => {
                matches!(crate::model::expr::method_call(call), Some((_, "nonzero")))
                    && call.arguments.is_empty()
            }
        }
    }
}

/// Where a random draw takes its `size` positionally (`rng.integers(low, high, size)`), for the
/// draws of `np.random.Generator` and the legacy `np.random` functions of the same signature.
fn draw_size_position(draw: &str) -> Option<usize> {
    match draw {
        "random" | "standard_normal" | "standard_exponential" | "random_sample" => Some(0),
        "poisson" | "exponential" | "zipf" | "geometric" | "standard_t" | "chisquare"
        | "rayleigh" | "standard_gamma" | "pareto" | "weibull" | "power" | "logseries" => Some(1),
        "integers" | "normal" | "uniform" | "gamma" | "binomial" | "lognormal" | "beta"
        | "negative_binomial" | "laplace" | "logistic" | "gumbel" | "vonmises" | "wald"
        | "randint" | "f" => Some(2),
        "triangular" | "hypergeometric" | "noncentral_f" => Some(3),
        _ => None,
    }
}

/// `float`, `int`, `bool`, `np.float64`, `"int64"`, …: what a constructor makes by default, or
/// the same width.
fn is_default_precision(dtype: &Expr) -> bool {
    let name = match dtype {
        Expr::Name(n) => n.id.as_str(),
        Expr::Attribute(a) => a.attr.as_str(),
        Expr::StringLiteral(s) => s.value.to_str(),
        _ => return false,
    };
    matches!(
        name,
        "float" | "int" | "bool" | "float64" | "int64" | "double" | "bool_" | "intp" | "f8" | "i8"
    )
}

/// The call's `dtype=` (or positional dtype) may have a shape of its own: see
/// [`may_be_subarray_dtype`].
pub(crate) fn may_have_shaped_dtype(
    cx: &FixContext,
    scope: ScopeId,
    member: Option<&str>,
    call: &ast::ExprCall,
) -> bool {
    dtype_argument(member, call).is_some_and(|d| may_be_subarray_dtype(cx, scope, d, 0))
}

/// The `dtype=` of a call, or the positional dtype of `np.zeros(n, float)`-style constructors.
fn dtype_argument<'e>(member: Option<&str>, call: &'e ast::ExprCall) -> Option<&'e Expr> {
    if let Some(k) = call.arguments.find_keyword("dtype") {
        return Some(&k.value);
    }
    let position = match member.map(api::leaf) {
        Some("zeros" | "ones" | "empty" | "array" | "asarray" | "frombuffer") => 1,
        Some("full") => 2,
        _ => return None,
    };
    call.arguments.args.get(position)
}

/// A dtype that may have a shape of its own (`"(2,2)f4"`, `"2i"`, `(float, 3)`, an unknown
/// parameter): an array of it has more axes than its shape says (`np.empty(2, "(2,2)f4")` is
/// 2×2×2), and its elements are rows.
fn may_be_subarray_dtype(cx: &FixContext, scope: ScopeId, dtype: &Expr, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return true;
    }
    match dtype {
        // `np.float32`, `x.dtype` (an array's dtype never has a shape: it went into the array's).
        Expr::Attribute(_) | Expr::NoneLiteral(_) => false,
        Expr::StringLiteral(s) => {
            let text = s.value.to_str();
            text.starts_with(|c: char| c.is_ascii_digit()) || text.contains(['(', ','])
        }
        Expr::Name(n) => {
            if matches!(
                n.id.as_str(),
                "float" | "int" | "bool" | "complex" | "object" | "str" | "bytes"
            ) && cx.model.binding_count(scope, n.id.as_str()) == 0
            {
                return false;
            }
            let values = cx.model.bound_values(scope, n.id.as_str());
            values.is_empty()
                || cx.model.binds_parameter(scope, n.id.as_str())
                || values
                    .iter()
                    .any(|v| may_be_subarray_dtype(cx, scope, v, depth + 1))
        }
        // `np.dtype(x)`: x's.
        Expr::Call(c) => match (cx.model.numpy_call_name(&c.func), c.arguments.args.first()) {
            (Some("numpy.dtype"), Some(of)) => may_be_subarray_dtype(cx, scope, of, depth + 1),
            _ => true,
        },
        _ => true,
    }
}

/// `-1`: the extent `reshape` infers.
fn is_minus_one(e: &Expr) -> bool {
    crate::model::expr::int_literal(e) == Some(-1)
}

/// An integer, never a tuple: `n`, `25`, `len(x)`, `x.size`, `x.shape[0]`, `edges.size - 1`.
fn is_int_extent(cx: &FixContext, scope: ScopeId, e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(n) => n.value.is_int(),
        // A parameter every call passes an integer, a name bound to integer arithmetic.
        Expr::Name(n) => {
            cx.model.int_constant(scope, n.id.as_str()).is_some() || is_int_scalar(cx, scope, e)
        }
        // `img.size` of a PIL image is a pair: only an array's size counts.
        Expr::Attribute(a) => {
            matches!(a.attr.as_str(), "size" | "ndim")
                && cx.model.kind(scope, &a.value) == crate::model::Kind::Array
        }
        Expr::Subscript(s) => {
            matches!(s.value.as_ref(), Expr::Attribute(a) if a.attr.as_str() == "shape")
                && matches!(s.slice.as_ref(), Expr::NumberLiteral(_) | Expr::UnaryOp(_))
        }
        Expr::Call(c) => matches!(
            crate::model::expr::builtin_name(&c.func),
            Some("len" | "int")
        ),
        Expr::BinOp(b) => {
            matches!(
                b.op,
                ast::Operator::Add
                    | ast::Operator::Sub
                    | ast::Operator::Mult
                    | ast::Operator::FloorDiv
            ) && is_int_extent(cx, scope, &b.left)
                && is_int_extent(cx, scope, &b.right)
        }
        _ => false,
    }
}

fn agreed(ranks: &[usize]) -> Option<usize> {
    let first = *ranks.first()?;
    ranks.iter().all(|r| *r == first).then_some(first)
}

/// `i`, `i - 1`, `1 + (i + parity) % 2` with `i` from `range(...)` and `parity` from `(0, 1)`:
/// a Python integer — every binding of every name in it is an integer extent, a `range` loop
/// variable, a loop over integer literals, or integer arithmetic of such names.
pub(crate) fn is_int_scalar(cx: &FixContext, scope: ScopeId, e: &Expr) -> bool {
    int_scalar(cx, scope, e, 0)
}

fn int_scalar(cx: &FixContext, scope: ScopeId, e: &Expr, depth: u32) -> bool {
    if depth > MAX_DEPTH / HOP {
        return false;
    }
    match e {
        Expr::Name(n) => {
            let declared = if cx.model.is_local(scope, n.id.as_str()) {
                scope
            } else {
                0
            };
            let bindings = cx.model.bindings_of(declared, n.id.as_str());
            !bindings.is_empty()
                && bindings.iter().all(|b| match b {
                    Bound::Value(v) | Bound::Augmented(v) => int_scalar(cx, declared, v, depth + 1),
                    Bound::IterationOf(Expr::Call(c)) => {
                        crate::model::expr::builtin_name(&c.func) == Some("range")
                    }
                    Bound::IterationOf(Expr::Tuple(t)) => t
                        .elts
                        .iter()
                        .all(|x| crate::model::expr::int_literal(x).is_some()),
                    // Every call of the file passes an integer (`simulate(..., 4000)`).
                    Bound::Parameter { .. } => cx
                        .model
                        .arguments_passed(declared, n.id.as_str())
                        .is_some_and(|passed| {
                            passed
                                .iter()
                                .all(|(caller, arg)| int_scalar(cx, *caller, arg, depth + 1))
                        }),
                    _ => false,
                })
        }
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => int_scalar(cx, scope, &u.operand, depth),
        Expr::BinOp(b) => {
            crate::model::expr::keeps_integers(b.op)
                && int_scalar(cx, scope, &b.left, depth + 1)
                && int_scalar(cx, scope, &b.right, depth + 1)
        }
        e => is_int_extent(cx, scope, e),
    }
}

/// The depth of a literal list/tuple of numbers whose items at each level agree in depth.
pub(crate) fn literal_nesting(e: &Expr) -> Option<usize> {
    let items = match e {
        Expr::List(l) => &l.elts,
        Expr::Tuple(t) => &t.elts,
        Expr::NumberLiteral(_) => return Some(0),
        Expr::UnaryOp(u) if matches!(u.operand.as_ref(), Expr::NumberLiteral(_)) => return Some(0),
        _ => return None,
    };
    let depths: Vec<usize> = items.iter().map(literal_nesting).collect::<Option<_>>()?;
    let first = *depths.first()?;
    depths.iter().all(|d| *d == first).then_some(first + 1)
}

/// An index of slices, `None`s and integer literals (at least one `None` or literal): how many
/// axes it slices, drops and adds.
fn basic_index(index: &Expr) -> Option<(usize, usize, usize)> {
    let parts: &[Expr] = match index {
        Expr::Tuple(t) => &t.elts,
        one => std::slice::from_ref(one),
    };
    let (mut kept, mut dropped, mut added) = (0, 0, 0);
    for part in parts {
        match part {
            Expr::Slice(_) => kept += 1,
            Expr::NoneLiteral(_) => added += 1,
            e if crate::model::expr::int_literal(e).is_some() => dropped += 1,
            _ => return None,
        }
    }
    (dropped + added > 0).then_some((kept, dropped, added))
}
