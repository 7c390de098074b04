//! RR-loop on a loop that adds a constant to one slice of a 1-D array per item — a pile-up of
//! reads, a census of stays, the items out on loan each day:
//! `for s in starts: depth[s:s + w] += 1`, or over `zip(out, back)` or `range(len(times))` with
//! per-item bounds (`h0 = int(times[i])`). It becomes a difference array: every interval adds
//! one at its start and takes one off at its end, and the running sum (`np.cumsum`) of those
//! marks is how many intervals cover each position. The bounds are first normalized as a slice
//! normalizes them (a negative one counts from the end, both are clamped to the array), and
//! empty intervals are left out, so the counts are exactly those of the loop.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::util::{self, Site};
use super::{reasons, require, Offer, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{builtin_name, int_literal, mentions_any};

const NOT_VECTORS: &str =
    "the items are not elements of arrays proven 1-D (`for s in starts`, `zip(a, b)`, `x[i]`)";
const SAME_LENGTH: &str = "arrays walked together are not proven to have one length (zip stops at the shortest; here they would not line up)";
const TRUNCATED: &str =
    "a NaN or infinite bound raises in `int()` in the loop; `.astype(int)` makes it a number";
const BOTH: &str = "arrays walked together are not proven to have one length, and a NaN or infinite bound raises in `int()` in the loop where `.astype(int)` makes it a number";

/// `None` when the loop is not one slice addition per item (the caller gives its reason).
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let loop_stmt = site.loop_stmt.unwrap_or(site.stmt);
    let Stmt::For(f) = loop_stmt else {
        return None;
    };
    if f.is_async || !f.orelse.is_empty() {
        return None;
    }
    let (added, temps) = f.body.split_last()?;
    let addition = slice_addition(added)?;
    let temps = temps.iter().map(temporary).collect::<Option<Vec<_>>>()?;
    Some(offer(cx, finding, site, loop_stmt, f, &addition, &temps))
}

/// `depth[lo:hi] += c` (or `-=`): the array, the bounds, the operator and the integer added.
struct Addition<'a> {
    target: &'a Name,
    lower: &'a Expr,
    upper: &'a Expr,
    op: &'static str,
    by: i64,
}

fn slice_addition(stmt: &Stmt) -> Option<Addition<'_>> {
    let Stmt::AugAssign(a) = stmt else {
        return None;
    };
    let op = match a.op {
        ast::Operator::Add => "+",
        ast::Operator::Sub => "-",
        _ => return None,
    };
    let Expr::Subscript(slot) = a.target.as_ref() else {
        return None;
    };
    let (Expr::Name(target), Expr::Slice(slice)) = (slot.value.as_ref(), slot.slice.as_ref())
    else {
        return None;
    };
    if slice.step.is_some() {
        return None;
    }
    Some(Addition {
        target: &target.id,
        lower: slice.lower.as_deref()?,
        upper: slice.upper.as_deref()?,
        op,
        by: int_literal(&a.value)?,
    })
}

/// `h0 = int(times[i])`: a name bound once per item.
fn temporary(stmt: &Stmt) -> Option<(&Name, &Expr)> {
    let Stmt::Assign(a) = stmt else {
        return None;
    };
    match a.targets.as_slice() {
        [Expr::Name(n)] => Some((&n.id, a.value.as_ref())),
        _ => None,
    }
}

fn offer(
    cx: &FixContext,
    finding: &Finding,
    site: &Site,
    loop_stmt: &Stmt,
    f: &ast::StmtFor,
    addition: &Addition,
    temps: &[(&Name, &Expr)],
) -> Offer {
    let scope = cx.model.scope_containing(f.range());
    let items = Items::of(cx, scope, f)?;
    let mut bound: Vec<Name> = items.vars();
    for (name, _) in temps {
        require(
            !bound.contains(name) && *name != addition.target,
            "a temporary bound twice, or a loop variable rebound",
        )?;
        bound.push((*name).clone());
    }
    super::batch_reduce::replaceable(cx, &site.path, loop_stmt, &bound)?;
    let target = std::slice::from_ref(addition.target);
    require(
        !mentions_any(&f.iter, target)
            && !mentions_any(addition.lower, target)
            && !mentions_any(addition.upper, target)
            && temps.iter().all(|(_, v)| !mentions_any(v, target)),
        "the array added into is read by the bounds or iterated",
    )?;
    require(
        super::tally::one_dimensional(cx, &site.path, addition.target)
            && default_dtype(cx, &site.path, addition.target),
        "the array added into is not built in the function as 1-D, with a float or signed integer dtype (a slice of an n-D one is rows)",
    )?;
    let (np, import) = cx.np();
    let mut render = Render {
        cx,
        scope,
        np: &np,
        items: &items,
        temps,
        truncated: false,
        unmeasured: false,
    };
    let lower = render.bound(addition.lower)?;
    let upper = render.bound(addition.upper)?;
    let target = addition.target.as_str();
    let [lo, hi, marks] = ["lo", "hi", "marks"].map(|base| super::rr_stack::fresh_name(cx, base));
    let size = format!("{target}.size");
    let normalized =
        |b: &str| format!("{b} = {np}.clip({np}.where({b} < 0, {b} + {size}, {b}), 0, {size})");
    let scaled = match addition.by {
        1 => String::new(),
        by => format!("{by} * "),
    };
    let lines = [
        format!("{lo} = {lower}"),
        format!("{hi} = {upper}"),
        normalized(&lo),
        normalized(&hi),
        format!("{marks} = {np}.bincount({lo}[{lo} < {hi}], minlength={size} + 1)"),
        format!("{marks} -= {np}.bincount({hi}[{lo} < {hi}], minlength={size} + 1)"),
        format!(
            "{target} {}= {scaled}{np}.cumsum({marks}[:-1])",
            addition.op
        ),
    ];
    let indent =
        crate::fix::locate::indentation_of(&cx.source.text, f.range()).why(reasons::INDENTATION)?;
    let text = lines.join(&format!("{}{indent}", cx.newline()));
    let mut edits = vec![Edit::range_replacement(text, f.range())];
    edits.extend(import);
    let mut may_change = Vec::new();
    if render.truncated {
        may_change.push(TRUNCATED);
    }
    if !items.same_length || render.unmeasured {
        may_change.push(SAME_LENGTH);
    }
    let title = "Count the intervals with a difference array (np.bincount of the starts and ends, then np.cumsum)";
    if may_change.is_empty() {
        return Ok(util::fix(
            finding,
            "RR-loop",
            title.to_string(),
            Applicability::Safe,
            edits,
        ));
    }
    let fix = util::fix(
        finding,
        "RR-loop",
        format!("{title} (unsafe: {})", may_change.join("; ")),
        Applicability::Unsafe,
        edits,
    );
    Ok(crate::fix::Fix {
        may_change: Some(
            match may_change.as_slice() {
                [one] => *one,
                _ => BOTH,
            }
            .into(),
        ),
        ..fix
    })
}

/// Every binding of `name` in the function has no `dtype=`, or a float or signed integer one
/// (an unsigned or boolean array would not take the int64 counts in place).
fn default_dtype(cx: &FixContext, path: &[&Stmt], name: &Name) -> bool {
    let Some(function) = crate::fix::locate::enclosing_function(path) else {
        return false;
    };
    let scope = cx.model.scope_at(function.range.start()).unwrap_or(0);
    cx.model
        .bound_values(scope, name.as_str())
        .iter()
        .all(|value| {
            let Expr::Call(call) = value else {
                return false;
            };
            match crate::model::expr::argument(call, 1, "dtype") {
                None => true,
                Some(dtype) => {
                    let text = cx.text(dtype.range());
                    (text.contains("float") || text.contains("int")) && !text.contains("uint")
                }
            }
        })
}

/// What the loop walks: names of its items with the arrays they come from, or a range variable
/// whose `x[i]` reads are the whole of `x`.
struct Items {
    /// `for s in starts` / `for a, b in zip(out, back)`: each variable and its array's text.
    values: Vec<(Name, String)>,
    /// `for i in range(len(times))`: `i`.
    index: Option<Name>,
    /// The length the range runs over is that of these arrays (`range(len(times))`).
    measured: Option<Name>,
    /// Every array walked together is proven to have the walk's length.
    same_length: bool,
}

impl Items {
    fn of(
        cx: &FixContext,
        scope: crate::model::ScopeId,
        f: &ast::StmtFor,
    ) -> Result<Items, super::Declined> {
        let one_d = |e: &Expr| super::rank::value_rank(cx, scope, e) == Some(1);
        if let Some([range]) = util::range_arguments(&f.iter) {
            let Expr::Name(var) = f.target.as_ref() else {
                return Err(super::Declined(NOT_VECTORS));
            };
            let measured = measured_array(range).why(
                "a range that is not the length of an array it reads (`range(len(x))`, `range(x.size)`)",
            )?;
            require(
                super::rank::array_rank(cx, scope, measured.as_str(), 0) == Some(1),
                NOT_VECTORS,
            )?;
            return Ok(Items {
                values: Vec::new(),
                index: Some(var.id.clone()),
                measured: Some(measured),
                same_length: true,
            });
        }
        let (targets, arrays): (Vec<&Expr>, Vec<&Expr>) = match (f.target.as_ref(), f.iter.as_ref())
        {
            (Expr::Name(_), iter) if !is_zip(iter) => (vec![f.target.as_ref()], vec![iter]),
            (Expr::Tuple(t), Expr::Call(call))
                if is_zip(&f.iter) && call.arguments.keywords.is_empty() =>
            {
                require(t.elts.len() == call.arguments.args.len(), NOT_VECTORS)?;
                (
                    t.elts.iter().collect(),
                    call.arguments.args.iter().collect(),
                )
            }
            _ => return Err(super::Declined(NOT_VECTORS)),
        };
        let mut values = Vec::new();
        for (target, array) in targets.iter().zip(&arrays) {
            let Expr::Name(var) = target else {
                return Err(super::Declined(NOT_VECTORS));
            };
            require(one_d(array) && !array.is_starred_expr(), NOT_VECTORS)?;
            values.push((var.id.clone(), util::operand_text(cx, array)));
        }
        Ok(Items {
            same_length: arrays.len() == 1,
            values,
            index: None,
            measured: None,
        })
    }

    fn vars(&self) -> Vec<Name> {
        self.values
            .iter()
            .map(|(n, _)| n.clone())
            .chain(self.index.clone())
            .collect()
    }
}

fn is_zip(e: &Expr) -> bool {
    matches!(e, Expr::Call(c) if builtin_name(&c.func) == Some("zip"))
}

/// `len(x)`, `x.size`, `x.shape[0]`: the array whose length the range is.
fn measured_array(stop: &Expr) -> Option<Name> {
    let name = |e: &Expr| match e {
        Expr::Name(n) => Some(n.id.clone()),
        _ => None,
    };
    match stop {
        Expr::Call(call) if builtin_name(&call.func) == Some("len") => {
            match call.arguments.args.as_ref() {
                [x] if call.arguments.keywords.is_empty() => name(x),
                _ => None,
            }
        }
        Expr::Attribute(a) if a.attr.as_str() == "size" => name(&a.value),
        Expr::Subscript(s) if int_literal(&s.slice) == Some(0) => match s.value.as_ref() {
            Expr::Attribute(a) if a.attr.as_str() == "shape" => name(&a.value),
            _ => None,
        },
        _ => None,
    }
}

/// Renders a per-item bound as the array of the bounds of all items.
struct Render<'c, 'a> {
    cx: &'c FixContext<'a>,
    scope: crate::model::ScopeId,
    np: &'c str,
    items: &'c Items,
    temps: &'c [(&'c Name, &'c Expr)],
    truncated: bool,
    /// An array read at `x[i]` is not the one the range measures (its length may differ).
    unmeasured: bool,
}

impl Render<'_, '_> {
    fn bound(&mut self, e: &Expr) -> Result<String, super::Declined> {
        require(
            self.varies(e),
            "a bound that is the same for every item (the loop adds to one slice again and again)",
        )?;
        // `h1 + 1` reads a temporary inside arithmetic; a bound that is one (`x[h0:...]`) is its value.
        let whole = match e {
            Expr::Name(n) => self
                .temps
                .iter()
                .find(|(t, _)| **t == n.id)
                .map(|(_, v)| *v),
            _ => None,
        };
        self.value(whole.unwrap_or(e))
            .why("a bound with no elementwise form (arithmetic, `int`, `min`/`max` of the items)")
    }

    /// Whether `e` reads an item (a loop variable, `x[i]`, or a temporary of the item).
    fn varies(&self, e: &Expr) -> bool {
        let mut names = self.items.vars();
        names.extend(self.temps.iter().map(|(n, _)| (*n).clone()));
        mentions_any(e, &names)
    }

    fn value(&mut self, e: &Expr) -> Option<String> {
        let mut replacements = Vec::new();
        self.collect(e, &mut replacements)?;
        Some(util::rewritten_expr(self.cx, e, &replacements))
    }

    fn collect(&mut self, e: &Expr, out: &mut Vec<(TextRange, String)>) -> Option<()> {
        if !self.varies(e) {
            return self.invariant(e).then_some(());
        }
        match e {
            Expr::Name(n) => {
                if let Some((_, array)) = self.items.values.iter().find(|(v, _)| *v == n.id) {
                    out.push((e.range(), array.clone()));
                    return Some(());
                }
                let (_, value) = self.temps.iter().find(|(t, _)| **t == n.id)?;
                let inner = self.value(value)?;
                let atomic = matches!(
                    value,
                    Expr::Name(_) | Expr::Call(_) | Expr::Subscript(_) | Expr::Attribute(_)
                );
                out.push((e.range(), if atomic { inner } else { format!("({inner})") }));
                Some(())
            }
            // `times[i]`: the whole of a 1-D array as long as the range.
            Expr::Subscript(s) => {
                let (Expr::Name(array), Expr::Name(index)) = (s.value.as_ref(), s.slice.as_ref())
                else {
                    return None;
                };
                if Some(&index.id) != self.items.index.as_ref() || !self.one_d_name(&array.id) {
                    return None;
                }
                self.unmeasured |= self.items.measured.as_ref() != Some(&array.id);
                out.push((e.range(), array.id.to_string()));
                Some(())
            }
            Expr::BinOp(b)
                if matches!(
                    b.op,
                    ast::Operator::Add
                        | ast::Operator::Sub
                        | ast::Operator::Mult
                        | ast::Operator::FloorDiv
                ) =>
            {
                self.collect(&b.left, out)?;
                self.collect(&b.right, out)
            }
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => self.collect(&u.operand, out),
            Expr::Call(call) => self.call(e, call, out),
            _ => None,
        }
    }

    /// `int(x)` → `x.astype(int)` (truncated toward zero, as `int` does); two-argument
    /// `min`/`max` → `np.minimum`/`np.maximum`.
    fn call(
        &mut self,
        e: &Expr,
        call: &ast::ExprCall,
        out: &mut Vec<(TextRange, String)>,
    ) -> Option<()> {
        let builtin = builtin_name(&call.func)?;
        if !call.arguments.keywords.is_empty() || self.cx.model.binding_count(0, builtin) != 0 {
            return None;
        }
        match (builtin, call.arguments.args.as_ref()) {
            ("int", [x]) => {
                let inner = self.value(x)?;
                let inner = if matches!(x, Expr::Name(_) | Expr::Subscript(_)) {
                    inner
                } else {
                    format!("({inner})")
                };
                self.truncated = true;
                out.push((e.range(), format!("{inner}.astype(int)")));
                Some(())
            }
            ("min" | "max", [a, b]) => {
                let np_name = if builtin == "min" {
                    "minimum"
                } else {
                    "maximum"
                };
                out.push((call.func.range(), format!("{}.{np_name}", self.np)));
                self.collect(a, out)?;
                self.collect(b, out)
            }
            _ => None,
        }
    }

    /// A value the same for every item and cheap to evaluate once: names the loop does not
    /// bind, numbers, attributes, `len(x)`, and arithmetic of them.
    fn invariant(&self, e: &Expr) -> bool {
        !crate::model::expr::any_expr(e, |x| match x {
            Expr::Call(call) => {
                !(builtin_name(&call.func) == Some("len")
                    && self.cx.model.binding_count(0, "len") == 0)
            }
            Expr::Name(_)
            | Expr::NumberLiteral(_)
            | Expr::Attribute(_)
            | Expr::Subscript(_)
            | Expr::BinOp(_)
            | Expr::UnaryOp(_) => false,
            _ => true,
        })
    }

    fn one_d_name(&self, name: &Name) -> bool {
        self.items.measured.as_ref() == Some(name)
            || super::rank::array_rank(self.cx, self.scope, name.as_str(), 0) == Some(1)
    }
}
