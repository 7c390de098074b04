//! RR-loop on a kernel loop nest: every output element sums terms over a small neighbourhood,
//!
//! ```python
//! for i in range(r, h - r):
//!     for j in range(r, w - r):
//!         acc = 0.0
//!         for di in range(-r, r + 1):
//!             for dj in range(-r, r + 1):
//!                 acc += img[i + di, j + dj] * kernel[di + r, dj + r]
//!         out[i, j] = acc
//! ```
//!
//! The pixel loops become slices and the kernel loops stay: `acc = 0.0`, then for every offset
//! `acc += img[r + di:(h - r) + di, r + dj:(w - r) + dj] * kernel[di + r, dj + r]`, then
//! `out[r:h - r, r:w - r] = acc`. Every output element sums the same terms in the same order, and
//! `acc` starts as the same Python number (its first `+=` makes it an array of the dtype the
//! scalar sum would have had), so the values are the same bits. Offered when every window's first
//! index is provably non-negative (a negative index wraps around in the loop, a slice does not);
//! safe when the last index provably stays inside the array, the output cannot share memory with
//! what is read, and every invariant operand is proven a number (an element of an array of known
//! rank, not a row).

use ruff_diagnostics::Applicability;
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::util::{self, Site};
use super::window_sum::{linear, Linear};
use super::{Declined, Offer};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{builtin_name, mentions_any};
use crate::model::{Bound, ScopeId};

/// A `for v in range(...)` header: the variable, and the range's start and stop.
pub(super) struct Axis<'a> {
    pub(super) var: &'a Name,
    pub(super) start: Option<&'a Expr>,
    pub(super) stop: &'a Expr,
    pub(super) iter: &'a Expr,
    /// A kernel loop over literal offsets (`for di in (-1, 0, 1)`): the smallest and largest.
    pub(super) values: Option<(i64, i64)>,
}

/// `for di in (-1, 0, 1)`: a kernel axis over integer literals.
fn literal_axis(stmt: &Stmt) -> Option<Axis<'_>> {
    let Stmt::For(f) = stmt else { return None };
    let Expr::Name(var) = f.target.as_ref() else {
        return None;
    };
    let items = match f.iter.as_ref() {
        Expr::Tuple(t) => &t.elts,
        Expr::List(l) => &l.elts,
        _ => return None,
    };
    if f.is_async || !f.orelse.is_empty() {
        return None;
    }
    let values: Vec<i64> = items
        .iter()
        .map(|e| linear(e).filter(Linear::is_constant).map(|l| l.constant))
        .collect::<Option<_>>()?;
    Some(Axis {
        var: &var.id,
        start: None,
        stop: &f.iter,
        iter: &f.iter,
        values: Some((*values.iter().min()?, *values.iter().max()?)),
    })
}

pub(super) fn axis_of(stmt: &Stmt) -> Option<Axis<'_>> {
    let Stmt::For(f) = stmt else { return None };
    let Expr::Name(var) = f.target.as_ref() else {
        return None;
    };
    if f.is_async || !f.orelse.is_empty() {
        return None;
    }
    let (start, stop) = match util::range_arguments(&f.iter)? {
        [stop] => (None, stop),
        [start, stop] => (Some(start), stop),
        _ => return None,
    };
    Some(Axis {
        var: &var.id,
        start,
        stop,
        iter: &f.iter,
        values: None,
    })
}

/// Extents of arrays and bounds of ranges in one function: names bound once to an extent
/// (`h, w = img.shape`) resolved, and integer forms proven non-negative.
pub(super) struct Extents<'c, 'a> {
    pub(super) cx: &'c FixContext<'a>,
    pub(super) scope: ScopeId,
}

impl Extents<'_, '_> {
    /// A constant plus non-negative multiples of extents and of names bound once to integer
    /// arithmetic with a known least value (`r = kernel.shape[0] // 2`, `RADIUS = 2`, `n - 1`
    /// with every call passing `n >= 1`) that is at least 0.
    pub(super) fn non_negative(&self, form: &Linear, depth: u32) -> bool {
        self.least(form, depth).is_some_and(|v| v >= 0)
    }
    /// The least value `form` can take, when every term has a positive multiple of something
    /// with a known least value (extents: 0).
    pub(super) fn least(&self, form: &Linear, depth: u32) -> Option<i64> {
        let mut total = form.constant;
        for (atom, c) in &form.terms {
            if *c == 0 {
                continue;
            }
            if *c < 0 {
                return None;
            }
            let least = if atom.starts_with("dim:") {
                0
            } else {
                self.least_of_name(atom.strip_prefix("name:")?, depth)?
            };
            total = total.checked_add(c.checked_mul(least)?)?;
        }
        Some(total)
    }
    /// The least value of a name bound once to integer arithmetic, or of a parameter every call
    /// of the file gives an integer literal (passed or by default).
    fn least_of_name(&self, name: &str, depth: u32) -> Option<i64> {
        if depth > 4 {
            return None;
        }
        let bindings = self.cx.model.bindings_of(self.scope, name);
        match bindings.as_slice() {
            [Bound::Value(v)] => self.least_of_value(v, depth + 1),
            // `def local_std(img, k=5)` called as `local_std(img)` or with literals only.
            [Bound::Parameter { .. }] => {
                let passed = self.cx.model.arguments_passed(self.scope, name)?;
                passed
                    .iter()
                    .map(|(_, arg)| crate::model::expr::int_literal(arg))
                    .collect::<Option<Vec<i64>>>()?
                    .into_iter()
                    .min()
            }
            _ => None,
        }
    }
    pub(super) fn non_negative_value(&self, v: &Expr, depth: u32) -> bool {
        self.least_of_value(v, depth).is_some_and(|v| v >= 0)
    }
    fn least_of_value(&self, v: &Expr, depth: u32) -> Option<i64> {
        match v {
            Expr::BinOp(b) if matches!(b.op, ast::Operator::FloorDiv | ast::Operator::RShift) => {
                let left = self.least_of_value(&b.left, depth)?;
                let right = crate::model::expr::int_literal(&b.right).filter(|d| *d > 0)?;
                // Floor division by a positive number keeps the order; from a non-negative
                // value only, so `>>` means the same.
                (left >= 0).then(|| match b.op {
                    ast::Operator::FloorDiv => left / right,
                    _ => left >> right.min(63),
                })
            }
            e => self.least(&linear(e)?, depth),
        }
    }
    /// Axis `k` of `array` as an extent of the array it was made like: `out = np.zeros_like(img)`
    /// has `img`'s extents, `np.zeros((h, w))` the extents `h` and `w`.
    pub(super) fn canonical_dim(&self, array: &str, k: usize, depth: u32) -> Linear {
        let own = Linear::atom(&format!("dim:{array}:{k}"));
        if depth > 4 {
            return own;
        }
        let bindings = self.cx.model.bindings_of(self.scope, array);
        let [Bound::Value(Expr::Call(call))] = bindings.as_slice() else {
            return own;
        };
        let member = self
            .cx
            .model
            .numpy_call_name(&call.func)
            .and_then(crate::model::api::numpy_member);
        let like = match member {
            Some("zeros_like" | "empty_like" | "ones_like" | "full_like" | "copy") => {
                call.arguments.args.first()
            }
            Some("zeros" | "empty" | "ones" | "full") => {
                let shape = crate::model::expr::argument(call, 0, "shape");
                let extent = match shape {
                    Some(Expr::Tuple(t)) => t.elts.get(k),
                    Some(e) if k == 0 && !e.is_tuple_expr() => Some(e),
                    _ => None,
                };
                return extent.and_then(linear).unwrap_or(own);
            }
            _ => match crate::model::expr::method_call(call) {
                Some((of, "copy")) if call.arguments.is_empty() => Some(of),
                _ => None,
            },
        };
        match like {
            Some(Expr::Name(n)) => self.canonical_dim(n.id.as_str(), k, depth + 1),
            _ => own,
        }
    }
    /// Names bound once to an extent (`h, w = img.shape`, `n = len(x)`) become that extent.
    pub(super) fn resolve(&self, form: &Linear) -> Linear {
        let mut out = Linear::constant(form.constant);
        for (atom, c) in &form.terms {
            let resolved = atom
                .strip_prefix("name:")
                .and_then(|n| self.extent_of(n))
                .unwrap_or_else(|| atom.clone());
            out = out.plus(&Linear::atom(&resolved).scaled(*c), 1);
        }
        out
    }
    pub(super) fn extent_of(&self, name: &str) -> Option<String> {
        let bindings = self.cx.model.bindings_of(self.scope, name);
        let [binding] = bindings.as_slice() else {
            return None;
        };
        match binding {
            Bound::Unpacked(Expr::Attribute(a), Some(k)) if a.attr.as_str() == "shape" => {
                match a.value.as_ref() {
                    Expr::Name(n) if self.bound_at_most_once(&n.id) => {
                        Some(format!("dim:{}:{k}", n.id))
                    }
                    _ => None,
                }
            }
            Bound::Value(v) => {
                let form = linear(v)?;
                let terms: Vec<(&String, &i64)> =
                    form.terms.iter().filter(|(_, c)| **c != 0).collect();
                let [(atom, 1)] = terms.as_slice() else {
                    return None;
                };
                let measured = atom.strip_prefix("dim:")?.split(':').next()?;
                (form.constant == 0 && self.bound_at_most_once(measured)).then(|| (*atom).clone())
            }
            _ => None,
        }
    }
    /// The array a resolved extent measures keeps one value in the function (it is not
    /// rebound between the measurement and its use).
    fn bound_at_most_once(&self, array: &str) -> bool {
        self.cx.model.bindings_of(self.scope, array).len() <= 1
    }
}

/// A new array made by a constructor, a `*_like` or a copy (not a view of anything).
pub(super) fn constructed(cx: &FixContext, v: &Expr) -> bool {
    let Expr::Call(call) = v else { return false };
    let member = cx
        .model
        .numpy_call_name(&call.func)
        .and_then(crate::model::api::numpy_member);
    matches!(
        member,
        Some(
            "zeros"
                | "empty"
                | "ones"
                | "full"
                | "zeros_like"
                | "empty_like"
                | "ones_like"
                | "full_like"
                | "copy"
        )
    ) || matches!(crate::model::expr::method_call(call), Some((_, "copy")))
}

/// The recognised nest: pixel loops (outermost first), the statements of the innermost pixel
/// loop around the kernel loops, and the kernel loops.
struct Nest<'a> {
    outermost: &'a Stmt,
    pixels: Vec<Axis<'a>>,
    inits: &'a [Stmt],
    kernels: Vec<Axis<'a>>,
    terms: &'a [Stmt],
    write: &'a ast::StmtAssign,
}

/// `None` when the loop is not a kernel loop nest (the caller gives its own reason).
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let nest = recognise(site)?;
    slides(&nest).then(|| offer(cx, finding, site, &nest))
}

/// Some read's index moves with an output axis and a kernel offset together (`img[i + di, ...]`):
/// a kernel sliding over the array, not a product of rows and columns (`a[i, k] * b[k, j]`).
fn slides(nest: &Nest) -> bool {
    let pixel_vars: Vec<String> = nest
        .pixels
        .iter()
        .map(|a| format!("name:{}", a.var))
        .collect();
    let kernel_vars: Vec<String> = nest
        .kernels
        .iter()
        .map(|a| format!("name:{}", a.var))
        .collect();
    crate::model::expr::any_expr_in_body(nest.terms, |e| {
        let Expr::Subscript(s) = e else { return false };
        let indices: Vec<&Expr> = match s.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        };
        indices.iter().filter_map(|i| linear(i)).any(|form| {
            pixel_vars.iter().any(|v| form.coefficient(v) == 1)
                && kernel_vars.iter().any(|v| form.coefficient(v) != 0)
        })
    })
}

fn recognise<'a>(site: &Site<'a>) -> Option<Nest<'a>> {
    // R101 sits in the pixel loop (a kernel of literal size is not an element loop itself) or in
    // the innermost kernel loop: go up through loops that hold only the next loop.
    let reported_loop = site.loop_stmt?;
    let mut position = site
        .path
        .iter()
        .position(|s| std::ptr::eq(*s, reported_loop))?;
    while !is_pixel_loop(site.path[position]) {
        let parent = *site.path.get(position.checked_sub(1)?)?;
        let only_this_loop = util::loop_body(parent).len() == 1;
        if !matches!(parent, Stmt::For(_)) || !(only_this_loop || is_pixel_loop(parent)) {
            return None;
        }
        position -= 1;
    }
    let pixel_loop = site.path[position];
    let body = util::loop_body(pixel_loop);
    let at = body.iter().position(|s| matches!(s, Stmt::For(_)))?;
    let (inits, rest) = body.split_at(at);
    let [first_kernel, Stmt::Assign(write)] = rest else {
        return None;
    };
    let mut kernel_stmts = vec![first_kernel];
    let terms = loop {
        let inner = util::loop_body(kernel_stmts[kernel_stmts.len() - 1]);
        match inner {
            [next @ Stmt::For(_)] => kernel_stmts.push(next),
            _ => break inner,
        }
    };
    // Pixel loops are those whose variables index the output (a time loop around them is not).
    let indexes_output = |stmt: &Stmt| {
        let (Stmt::For(f), [Expr::Subscript(target)]) = (stmt, write.targets.as_slice()) else {
            return false;
        };
        matches!(f.target.as_ref(), Expr::Name(v) if mentions_any(&target.slice, std::slice::from_ref(&v.id)))
    };
    let mut pixel_stmts = vec![pixel_loop];
    while let Some(parent) = position.checked_sub(1).and_then(|p| site.path.get(p)) {
        if util::loop_body(parent).len() != 1 || !indexes_output(parent) {
            break;
        }
        pixel_stmts.push(parent);
        position -= 1;
    }
    pixel_stmts.reverse();
    let kernels = kernel_stmts
        .iter()
        .map(|s| axis_of(s).or_else(|| literal_axis(s)))
        .collect::<Option<Vec<_>>>()?;
    let pixels = pixel_stmts
        .iter()
        .map(|s| axis_of(s))
        .collect::<Option<Vec<_>>>()?;
    Some(Nest {
        outermost: pixel_stmts[0],
        pixels,
        inits,
        kernels,
        terms,
        write,
    })
}

/// A `for` whose body is sums set to zero, one loop, and one assignment.
fn is_pixel_loop(stmt: &Stmt) -> bool {
    let body = util::loop_body(stmt);
    match body.iter().position(|s| matches!(s, Stmt::For(_))) {
        Some(at) => {
            at > 0
                && body[..at].iter().all(is_zero_init)
                && matches!(&body[at..], [_, Stmt::Assign(_)])
        }
        None => false,
    }
}

/// `acc = 0.0`, `acc = 0`.
fn is_zero_init(stmt: &Stmt) -> bool {
    let Stmt::Assign(a) = stmt else { return false };
    let zero = match a.value.as_ref() {
        Expr::NumberLiteral(n) => match &n.value {
            ast::Number::Int(i) => i.as_u64() == Some(0),
            ast::Number::Float(f) => *f == 0.0,
            ast::Number::Complex { .. } => false,
        },
        _ => false,
    };
    zero && matches!(a.targets.as_slice(), [Expr::Name(_)])
}

fn init_name(stmt: &Stmt) -> &Name {
    match stmt {
        Stmt::Assign(a) => match &a.targets[0] {
            Expr::Name(n) => &n.id,
            _ => unreachable!("checked by is_zero_init"),
        },
        _ => unreachable!("checked by is_zero_init"),
    }
}

struct Check<'c, 'a> {
    cx: &'c FixContext<'a>,
    scope: ScopeId,
    extents: Extents<'c, 'a>,
    pixel_vars: Vec<Name>,
    kernel_vars: Vec<Name>,
    accumulators: Vec<Name>,
    temps: Vec<Name>,
    /// (slice range, replacement) for every window read and the write.
    replacements: Vec<(TextRange, String)>,
    /// The arrays read through windows.
    windows: Vec<Name>,
    /// Pixel axes whose range may be empty with a slice end below zero (`range(r, h - r)` for
    /// `h < 2 * r`): a negative end wraps around, so the slices are taken only when it is not.
    guarded: Vec<usize>,
    unsafe_reasons: Vec<&'static str>,
}

fn offer(cx: &FixContext, finding: &Finding, site: &Site, nest: &Nest) -> Offer {
    let scope = cx.model.scope_containing(nest.outermost.range());
    let mut check = Check {
        cx,
        scope,
        extents: Extents { cx, scope },
        pixel_vars: nest.pixels.iter().map(|a| a.var.clone()).collect(),
        kernel_vars: nest.kernels.iter().map(|a| a.var.clone()).collect(),
        accumulators: nest.inits.iter().map(|s| init_name(s).clone()).collect(),
        temps: Vec::new(),
        replacements: Vec::new(),
        windows: Vec::new(),
        guarded: Vec::new(),
        unsafe_reasons: Vec::new(),
    };
    super::require(
        !crate::fix::locate::has_comment(cx, nest.outermost.range()),
        super::reasons::COMMENT_INSIDE,
    )?;
    for kernel in &nest.kernels {
        let moves = mentions_any(kernel.iter, &check.pixel_vars)
            || mentions_any(kernel.iter, &check.accumulators);
        super::require(
            !moves,
            "the kernel's range moves with the output position (not one window shape)",
        )?;
    }
    for stmt in nest.terms {
        check.term(stmt, nest)?;
    }
    let out = check.write_target(nest)?;
    check.value(&nest.write.value, nest)?;
    check.output_is_fresh(&out)?;
    let mut read_after = check.pixel_vars.clone();
    read_after.extend(check.kernel_vars.iter().cloned());
    read_after.extend(check.accumulators.iter().cloned());
    read_after.extend(check.temps.iter().cloned());
    for name in &read_after {
        super::require(
            !util::read_after(cx, &site.path, name.as_str(), nest.outermost.range()),
            "a loop variable, sum or temporary of the nest is read after it",
        )?;
    }
    let text = check.rewritten(nest)?;
    check.unsafe_reasons.dedup();
    let applicability = if check.unsafe_reasons.is_empty() {
        Applicability::Safe
    } else {
        Applicability::Unsafe
    };
    let mut title =
        "Slide the kernel over whole slices: loop over the kernel's offsets only".to_string();
    if !check.unsafe_reasons.is_empty() {
        title = format!("{title} (unsafe: {})", check.unsafe_reasons.join("; "));
    }
    let edits = vec![ruff_diagnostics::Edit::range_replacement(
        text,
        nest.outermost.range(),
    )];
    Ok(util::fix(finding, "RR-loop", title, applicability, edits))
}

impl Check<'_, '_> {
    /// `acc += <elementwise terms>` or `tmp = <elementwise terms>`.
    fn term(&mut self, stmt: &Stmt, nest: &Nest) -> Result<(), Declined> {
        match stmt {
            Stmt::AugAssign(a)
                if matches!(a.op, ast::Operator::Add | ast::Operator::Sub)
                    && matches!(a.target.as_ref(), Expr::Name(n) if self.accumulators.contains(&n.id)) =>
            {
                self.value(&a.value, nest)
            }
            Stmt::Assign(a) => {
                let [Expr::Name(n)] = a.targets.as_slice() else {
                    return Err(Declined(
                        "the kernel loop writes something other than its sums and temporaries",
                    ));
                };
                if self.accumulators.contains(&n.id) || self.pixel_vars.contains(&n.id) {
                    return Err(Declined("a sum is rebound inside the kernel loop"));
                }
                self.value(&a.value, nest)?;
                self.temps.push(n.id.clone());
                Ok(())
            }
            _ => Err(Declined(
                "the kernel loop has a statement other than sums (`acc += ...`) and temporaries",
            )),
        }
    }

    /// An elementwise expression of windows, numbers, invariant scalars and temporaries.
    fn value(&mut self, e: &Expr, nest: &Nest) -> Result<(), Declined> {
        match e {
            Expr::NumberLiteral(_) => Ok(()),
            Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
                self.value(&b.left, nest)?;
                self.value(&b.right, nest)
            }
            Expr::UnaryOp(u) if matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd) => {
                self.value(&u.operand, nest)
            }
            Expr::Name(n) => self.name(n),
            Expr::Subscript(s) if mentions_any(&s.slice, &self.pixel_vars) => self.window(s, nest),
            Expr::Subscript(s) => self.invariant_element(s),
            Expr::Call(call) => {
                let numpy_ufunc = self
                    .cx
                    .model
                    .numpy_call_name(&call.func)
                    .and_then(crate::model::api::numpy_member)
                    .is_some_and(crate::model::api::is_ufunc);
                let abs = builtin_name(&call.func) == Some("abs");
                if !(numpy_ufunc || abs) || !call.arguments.keywords.is_empty() {
                    return Err(Declined(
                        "a call that is not a NumPy ufunc or abs() in the kernel's terms",
                    ));
                }
                call.arguments
                    .args
                    .iter()
                    .try_for_each(|a| self.value(a, nest))
            }
            _ => Err(Declined(
                "a kernel term that is not arithmetic on windows, numbers and ufuncs",
            )),
        }
    }

    fn name(&mut self, n: &ast::ExprName) -> Result<(), Declined> {
        if self.pixel_vars.contains(&n.id) {
            return Err(Declined(
                "the output position is used as a number (not only as a window's index)",
            ));
        }
        if self.kernel_vars.contains(&n.id)
            || self.temps.contains(&n.id)
            || self.accumulators.contains(&n.id)
        {
            return Ok(());
        }
        let rank = super::rank::value_rank(self.cx, self.scope, &Expr::Name(n.clone()));
        match rank {
            Some(0) => Ok(()),
            Some(_) => Err(Declined(
                "an array operand that is not a window of the output position",
            )),
            None => {
                if self.cx.model.is_array(self.scope, &Expr::Name(n.clone())) {
                    return Err(Declined(
                        "an array operand that is not a window of the output position",
                    ));
                }
                self.unsafe_reasons.push(
                    "an operand is not proven a number (an array would broadcast differently)",
                );
                Ok(())
            }
        }
    }

    /// `kernel[di + r, dj + r]`: one element of an array of as many axes as indices.
    fn invariant_element(&mut self, s: &ast::ExprSubscript) -> Result<(), Declined> {
        let indices: Vec<&Expr> = match s.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        };
        let accepted = indices.iter().all(|i| {
            !i.is_slice_expr()
                && !mentions_any(i, &self.accumulators)
                && (linear(i).is_some() || super::rank::is_int_scalar(self.cx, self.scope, i))
        });
        if !accepted {
            return Err(Declined("a kernel index that is not integer arithmetic"));
        }
        // `KX[u][v]` with `KX = [[-1, 0, 1], ...]`: a number of a nested list of numbers.
        if let Expr::Subscript(inner) = s.value.as_ref() {
            if self.number_of_a_literal_table(inner, 2) {
                return Ok(());
            }
        }
        let Expr::Name(array) = s.value.as_ref() else {
            return Err(Declined(
                "a kernel read from something other than a named array",
            ));
        };
        if self
            .literal_table(array.id.as_str())
            .is_some_and(|t| super::rank::literal_nesting(t) == Some(1))
        {
            return Ok(());
        }
        let rank = super::rank::array_rank(self.cx, self.scope, array.id.as_str(), 0);
        if rank != Some(indices.len()) {
            self.unsafe_reasons
                .push("a kernel array is not proven to have one axis per index (a row would broadcast differently)");
        }
        Ok(())
    }

    /// `table[u]` (indexed `depth - 1` more times) into a name bound once to a list or tuple of
    /// numbers nested `depth` deep, every index a single integer.
    fn number_of_a_literal_table(&self, s: &ast::ExprSubscript, depth: usize) -> bool {
        let single = |e: &Expr| !e.is_slice_expr() && !e.is_tuple_expr() && linear(e).is_some();
        if !single(&s.slice) {
            return false;
        }
        match s.value.as_ref() {
            Expr::Subscript(inner) => self.number_of_a_literal_table(inner, depth + 1),
            Expr::Name(n) => self
                .literal_table(n.id.as_str())
                .is_some_and(|t| super::rank::literal_nesting(t) == Some(depth)),
            _ => false,
        }
    }

    fn literal_table(&self, name: &str) -> Option<&Expr> {
        let scope = if self.cx.model.is_local(self.scope, name) {
            self.scope
        } else {
            0
        };
        match self.cx.model.bindings_of(scope, name).as_slice() {
            [Bound::Value(v @ (Expr::List(_) | Expr::Tuple(_)))] => Some(v),
            _ => None,
        }
    }

    /// `img[i + di, j + dj]`: axis k moves with pixel variable k, one step per step.
    fn window(&mut self, s: &ast::ExprSubscript, nest: &Nest) -> Result<(), Declined> {
        let Expr::Name(array) = s.value.as_ref() else {
            return Err(Declined("a window of something other than a named array"));
        };
        let slices = self.slices(&s.slice, array.id.as_str(), nest, false)?;
        self.replacements.push((s.slice.range(), slices));
        if !self.windows.contains(&array.id) {
            self.windows.push(array.id.clone());
        }
        Ok(())
    }

    /// The slices an index tuple takes over the pixel ranges: axis k's index with its pixel
    /// variable replaced by the range's start, then its stop.
    fn slices(
        &mut self,
        index: &Expr,
        array: &str,
        nest: &Nest,
        write: bool,
    ) -> Result<String, Declined> {
        let indices: Vec<&Expr> = match index {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        };
        if indices.len() != nest.pixels.len() {
            return Err(Declined(
                "a window indexed by other than one index per output axis",
            ));
        }
        let mut parts = Vec::new();
        for (k, (idx, axis)) in indices.iter().zip(&nest.pixels).enumerate() {
            let form = linear(idx).ok_or(Declined(
                "a window index that is not integer arithmetic of the loop variables",
            ))?;
            let var = format!("name:{}", axis.var);
            let others = self
                .pixel_vars
                .iter()
                .any(|v| v != axis.var && form.coefficient(&format!("name:{v}")) != 0);
            if form.coefficient(&var) != 1 || others {
                return Err(Declined(
                    "a window index that does not move with its own output axis, one step per step",
                ));
            }
            let moving_with_kernel = self
                .kernel_vars
                .iter()
                .any(|v| form.coefficient(&format!("name:{v}")) != 0);
            if write && moving_with_kernel {
                return Err(Declined("the output index moves with the kernel"));
            }
            self.bounds(&form, axis, array, k, nest)?;
            parts.push(self.slice_text(idx, axis));
        }
        Ok(parts.join(", "))
    }

    /// The first index must be provably non-negative; the last provably inside the array (else
    /// unsafe: the loop would raise, the slices may clamp).
    fn bounds(
        &mut self,
        form: &Linear,
        axis: &Axis,
        array: &str,
        k: usize,
        nest: &Nest,
    ) -> Result<(), Declined> {
        let var = format!("name:{}", axis.var);
        let start = match axis.start {
            Some(s) => linear(s).ok_or(Declined("a range start that is not integer arithmetic"))?,
            None => Linear::default(),
        };
        let stop =
            linear(axis.stop).ok_or(Declined("a range stop that is not integer arithmetic"))?;
        let offset = form.without(&var);
        let (low, high) = self.extremes(&offset, nest)?;
        let first = self.extents.resolve(&low.plus(&start, 1));
        let extent = self.extents.canonical_dim(array, k, 0);
        let last = self
            .extents
            .resolve(&high.plus(&stop, 1))
            .plus(&self.extents.resolve(&extent), -1);
        if !self.extents.non_negative(&first, 0) {
            return Err(Declined(
                "a window's first index is not provably non-negative (a negative index wraps around in the loop, a slice does not)",
            ));
        }
        if !self.extents.non_negative(&last.scaled(-1), 0) {
            self.unsafe_reasons
                .push("a window's last index is not proven inside the array (the loop would raise, a slice clamps)");
        }
        // The slice's end `stop + offset` is ≥ 0 when the range is not empty (the first index
        // is); when that is not provable outright, the rewrite runs only for a non-empty range.
        let end = self.extents.resolve(&low.plus(&stop, 1));
        let axis_index = nest
            .pixels
            .iter()
            .position(|a| a.var == axis.var)
            .unwrap_or_default();
        if !self.extents.non_negative(&end, 0) && !self.guarded.contains(&axis_index) {
            self.guarded.push(axis_index);
        }
        Ok(())
    }

    /// The smallest and largest value of an offset over the kernel ranges (`di` from `-r` to
    /// `r`): each kernel variable at the end of its range that its coefficient's sign picks.
    fn extremes(&self, offset: &Linear, nest: &Nest) -> Result<(Linear, Linear), Declined> {
        let mut low = offset.clone();
        let mut high = offset.clone();
        for axis in &nest.kernels {
            let var = format!("name:{}", axis.var);
            let c = offset.coefficient(&var);
            if c == 0 {
                continue;
            }
            let (first, last) = match axis.values {
                Some((min, max)) => (Linear::constant(min), Linear::constant(max)),
                None => {
                    let first = match axis.start {
                        Some(s) => linear(s)
                            .ok_or(Declined("a kernel range that is not integer arithmetic"))?,
                        None => Linear::default(),
                    };
                    let last = linear(axis.stop)
                        .ok_or(Declined("a kernel range that is not integer arithmetic"))?
                        .plus(&Linear::constant(-1), 1);
                    (first, last)
                }
            };
            let (at_low, at_high) = if c > 0 {
                (&first, &last)
            } else {
                (&last, &first)
            };
            low = low.without(&var).plus(&at_low.scaled(c), 1);
            high = high.without(&var).plus(&at_high.scaled(c), 1);
        }
        Ok((low, high))
    }

    /// `i + di` over `range(r, h - r)` → `r + di:(h - r) + di`.
    fn slice_text(&self, idx: &Expr, axis: &Axis) -> String {
        // `out[i, j]`: the range's own bounds; `img[i + di, ...]`: bounds grouped as operands.
        let bare = idx.is_name_expr();
        let with = |bound: Option<&Expr>| {
            let text = match bound {
                Some(b) if bare => util::unwrapped(self.cx, b),
                Some(b) => util::operand_text(self.cx, b),
                None => "0".to_string(),
            };
            let mut replacements = Vec::new();
            crate::model::expr::any_expr(idx, |e| {
                if let Expr::Name(n) = e {
                    if &n.id == axis.var {
                        replacements.push((n.range, text.clone()));
                    }
                }
                false
            });
            util::rewritten_expr(self.cx, idx, &replacements)
        };
        // `u + y` from 0: `u`, not `u + 0`.
        let lower = match (axis.start, idx) {
            (None, Expr::BinOp(b)) if b.op == ast::Operator::Add => {
                match (b.left.as_ref(), b.right.as_ref()) {
                    (Expr::Name(n), other) | (other, Expr::Name(n))
                        if &n.id == axis.var
                            && !mentions_any(other, std::slice::from_ref(axis.var)) =>
                    {
                        util::unwrapped(self.cx, other)
                    }
                    _ => with(None),
                }
            }
            _ => with(axis.start),
        };
        let upper = with(Some(axis.stop));
        let lower = if lower == "0" { String::new() } else { lower };
        format!("{lower}:{upper}")
    }

    /// `out[i, j] = ...`: the output, written once per position.
    fn write_target(&mut self, nest: &Nest) -> Result<Name, Declined> {
        let [Expr::Subscript(target)] = nest.write.targets.as_slice() else {
            return Err(Declined(
                "the result is not written to one element of an array",
            ));
        };
        let Expr::Name(out) = target.value.as_ref() else {
            return Err(Declined("the result is not written to a named array"));
        };
        let slices = self.slices(&target.slice, out.id.as_str(), nest, true)?;
        self.replacements.push((target.slice.range(), slices));
        Ok(out.id.clone())
    }

    /// The output is made in this function by a constructor (not a view of what is read).
    fn output_is_fresh(&mut self, out: &Name) -> Result<(), Declined> {
        if self.windows.contains(out) {
            return Err(Declined(
                "the output is also read through a window (each position reads values written before it)",
            ));
        }
        let cx = self.cx;
        let bindings = cx.model.bindings_of(self.scope, out.as_str());
        let fresh = !bindings.is_empty()
            && bindings
                .iter()
                .all(|b| matches!(b, Bound::Value(v) if constructed(cx, v)));
        if !fresh {
            self.unsafe_reasons
                .push("the output is not made in this function by a constructor (it may share memory with what is read)");
        }
        Ok(())
    }

    fn rewritten(&self, nest: &Nest) -> Result<String, Declined> {
        let cx = self.cx;
        let indent = crate::fix::locate::indentation_of(&cx.source.text, nest.outermost.range())
            .ok_or(Declined(super::reasons::INDENTATION))?;
        let newline = cx.newline();
        let unit = indent_unit(cx, nest).ok_or(Declined(super::reasons::INDENTATION))?;
        let mut lines = Vec::new();
        let mut axes = self.guarded.clone();
        axes.sort_unstable();
        let guards: Vec<String> = axes
            .iter()
            .map(|k| {
                let axis = &nest.pixels[*k];
                let start = axis
                    .start
                    .map_or("0".to_string(), |s| util::unwrapped(cx, s));
                format!("{} > {start}", util::unwrapped(cx, axis.stop))
            })
            .collect();
        let indent = if guards.is_empty() {
            indent.to_string()
        } else {
            lines.push(format!("{indent}if {}:", guards.join(" and ")));
            format!("{indent}{unit}")
        };
        for init in nest.inits {
            lines.push(format!("{indent}{}", util::stmt_text(cx, init)));
        }
        let mut depth = indent.clone();
        for axis in &nest.kernels {
            lines.push(format!(
                "{depth}for {} in {}:",
                axis.var,
                cx.text(axis.iter.range())
            ));
            depth.push_str(unit);
        }
        for stmt in nest.terms {
            lines.push(format!("{depth}{}", self.rewritten_text(stmt.range())));
        }
        lines.push(format!(
            "{indent}{}",
            self.rewritten_text(nest.write.range())
        ));
        let text = lines.join(newline);
        Ok(text.trim_start().to_string())
    }

    fn rewritten_text(&self, range: TextRange) -> String {
        let mine: Vec<(TextRange, String)> = self
            .replacements
            .iter()
            .filter(|(r, _)| range.contains_range(*r))
            .cloned()
            .collect();
        util::splice(self.cx.text(range), range.start(), &mine)
    }
}

/// The file's indentation step: the innermost kernel loop's body minus the loop's own.
fn indent_unit<'t>(cx: &'t FixContext, nest: &Nest) -> Option<&'t str> {
    let text = &cx.source.text;
    let outer = crate::fix::locate::indentation_of(text, nest.outermost.range())?;
    let first = util::loop_body(nest.outermost).first()?;
    let inner = crate::fix::locate::indentation_of(text, first.range())?;
    inner.strip_prefix(outer).filter(|u| !u.is_empty())
}
