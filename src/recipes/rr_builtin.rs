//! RR-builtin (R110): Python builtins over an array → NumPy: `sum(a)` → `np.sum(a, axis=0)`,
//! `max`/`min` → `np.max`/`np.min(a, axis=0)`, `any`/`all` → `np.any`/`np.all(a, axis=0)`,
//! `sorted(a)` → `np.sort(a, axis=0)`. `axis=0` keeps the values the builtins produce for n-D
//! arrays (they iterate the first axis). `list`, `tuple`, `zip`, `reversed` and `iter` of arrays
//! proven 1-D and 64-bit take a host list made at once (`a.tolist()`). Unsafe: the result is a
//! NumPy scalar or array, not a Python number or list (or the elements are Python numbers). Not
//! offered for calls with keyword arguments (`key=`, `default=`, `start`).

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::Expr;
use ruff_text_size::{Ranged, TextSize};

use super::util;
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::builtin_name;
use crate::recipe_meta;

recipe_meta!(
    "RR-builtin",
    &["R110"],
    "Python builtin over an array → the NumPy reduction along axis 0",
    "always unsafe (NumPy scalar/array instead of a Python number/list); list, tuple, zip, reversed and iter only of arrays proven 1-D and 64-bit (→ `.tolist()`); not offered for keyword arguments",
    "the result is a NumPy scalar or array instead of a Python number or list"
);

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = util::site(cx, finding).why(reasons::NOT_LOCATED)?;
        let call = util::find_call(site.stmt, TextSize::from(finding.start_offset))
            .why(reasons::NOT_LOCATED)?;
        let builtin = builtin_name(&call.func).why("not a call of a builtin")?;
        let np_name = match builtin {
            "sum" => "sum",
            "max" => "max",
            "min" => "min",
            "any" => "any",
            "all" => "all",
            "sorted" => "sort",
            "list" | "tuple" | "zip" | "reversed" | "iter" => {
                return host_list(cx, finding, site.stmt, call, builtin)
            }
            _ => return Err(Declined("a builtin with no NumPy equivalent here")),
        };
        let [arg] = &*call.arguments.args else {
            return Err(Declined("the builtin has more than one argument"));
        };
        require(
            call.arguments.keywords.is_empty() && !matches!(arg, Expr::Starred(_)),
            "keyword or starred arguments (key=, default=, *args)",
        )?;
        if builtin == "sorted" {
            require(
                consumed_as_a_sequence(cx, site.stmt, call)
                    || kept_only_for_reading(cx, &site.path, site.stmt, call),
                "the sorted list is kept, compared or combined (`== [...]`, `+`): an array would compare and add elementwise",
            )?;
        }
        let (np, import) = cx.np();
        let mut edits = vec![Edit::range_replacement(
            format!("{np}.{np_name}({}, axis=0)", cx.text(arg.range())),
            call.range(),
        )];
        edits.extend(import);
        let title =
            format!("Use `np.{np_name}(..., axis=0)` instead of the builtin (returns NumPy types)");
        Ok(util::fix(
            finding,
            META.id,
            title,
            Applicability::Unsafe,
            edits,
        ))
    }
}

/// Builtins and methods that only iterate their argument, where a sorted array stands for the
/// sorted list.
const ITERATING_BUILTINS: &[&str] = &[
    "list",
    "tuple",
    "set",
    "frozenset",
    "len",
    "enumerate",
    "zip",
    "iter",
    "reversed",
    "min",
    "max",
    "sum",
    "any",
    "all",
];

/// The `sorted(...)` call is read as a sequence where it stands (`for v in sorted(a)`, a
/// comprehension, `len(sorted(a))`, `sorted(a)[0]`): the only uses where an array behaves as
/// the list did.
fn consumed_as_a_sequence(
    cx: &FixContext,
    stmt: &ruff_python_ast::Stmt,
    call: &ruff_python_ast::ExprCall,
) -> bool {
    let target = call.range();
    if let ruff_python_ast::Stmt::For(f) = stmt {
        if f.iter.range() == target {
            return true;
        }
    }
    // The innermost expression around the call is its parent.
    let parent = util::find_expr_where(stmt, |e| {
        e.range() != target && e.range().contains_range(target)
    });
    parent.is_some_and(|p| read_as_a_sequence(cx, p, target))
}

/// `s = sorted(a)` bound once in its function, and every read of `s` is one where an array
/// behaves as the list did: `len(s)`, an element `s[k]`, an iteration, an argument of a NumPy
/// function or an iterating builtin.
fn kept_only_for_reading(
    cx: &FixContext,
    path: &[&ruff_python_ast::Stmt],
    stmt: &ruff_python_ast::Stmt,
    call: &ruff_python_ast::ExprCall,
) -> bool {
    let ruff_python_ast::Stmt::Assign(assign) = stmt else {
        return false;
    };
    let ([Expr::Name(name)], true) = (&*assign.targets, assign.value.range() == call.range())
    else {
        return false;
    };
    let Some(function) = crate::fix::locate::enclosing_function(path) else {
        return false;
    };
    let scope = cx.model.scope_containing(stmt.range());
    if cx.model.binding_count(scope, name.id.as_str()) != 1 {
        return false;
    }
    let mut reads = SequenceReads {
        cx,
        name: name.id.as_str(),
        parents: Vec::new(),
        iterated: Vec::new(),
        only_sequence_reads: true,
    };
    reads.visit_body(&function.body);
    reads.only_sequence_reads
}

struct SequenceReads<'c, 'a, 'n> {
    cx: &'c FixContext<'a>,
    name: &'n str,
    parents: Vec<&'a Expr>,
    /// `for v in s:` — the loop's iterable.
    iterated: Vec<ruff_text_size::TextRange>,
    only_sequence_reads: bool,
}

impl<'a> Visitor<'a> for SequenceReads<'_, 'a, '_> {
    fn visit_stmt(&mut self, stmt: &'a ruff_python_ast::Stmt) {
        if let ruff_python_ast::Stmt::For(f) = stmt {
            self.iterated.push(f.iter.range());
        }
        let parents = std::mem::take(&mut self.parents);
        visitor::walk_stmt(self, stmt);
        self.parents = parents;
    }

    fn visit_expr(&mut self, e: &'a Expr) {
        if matches!(e, Expr::Name(n) if n.id.as_str() == self.name && n.ctx.is_load()) {
            let fine = match self.parents.last() {
                None => self.iterated.contains(&e.range()),
                Some(parent) => read_as_a_sequence(self.cx, parent, e.range()),
            };
            self.only_sequence_reads &= fine;
        }
        self.parents.push(e);
        visitor::walk_expr(self, e);
        self.parents.pop();
    }
}

/// `child` is read by `parent` as a sequence: counted, indexed by one element, iterated, or
/// handed to a NumPy function or an iterating builtin.
fn read_as_a_sequence(cx: &FixContext, parent: &Expr, child: ruff_text_size::TextRange) -> bool {
    let is_child = |e: &Expr| e.range() == child;
    match parent {
        Expr::Call(c) => {
            c.arguments.args.iter().any(is_child)
                && (builtin_name(&c.func).is_some_and(|b| ITERATING_BUILTINS.contains(&b))
                    || util::numpy_member(cx, c).is_some())
        }
        Expr::Subscript(sub) => {
            is_child(&sub.value)
                && !crate::model::expr::any_expr(&sub.slice, |x| matches!(x, Expr::Slice(_)))
        }
        Expr::ListComp(c) => c.generators.iter().any(|g| is_child(&g.iter)),
        Expr::SetComp(c) => c.generators.iter().any(|g| is_child(&g.iter)),
        Expr::DictComp(c) => c.generators.iter().any(|g| is_child(&g.iter)),
        Expr::Generator(c) => c.generators.iter().any(|g| is_child(&g.iter)),
        _ => false,
    }
}

/// `list(x)` → `x.tolist()`, `tuple(x)` → `tuple(x.tolist())`, `zip(x, y)` → `zip(x.tolist(),
/// y.tolist())`, `reversed`/`iter` alike — for arrays proven 1-D and 64-bit (a row of a 2-D
/// array would become a list, a float32 element a Python float): one transfer instead of one
/// element at a time. Unsafe: the elements are Python numbers instead of NumPy scalars.
fn host_list(
    cx: &FixContext,
    finding: &Finding,
    stmt: &ruff_python_ast::Stmt,
    call: &ruff_python_ast::ExprCall,
    builtin: &str,
) -> super::Offer {
    require(
        call.arguments.keywords.is_empty()
            && !call.arguments.args.iter().any(Expr::is_starred_expr),
        "keyword or starred arguments (key=, default=, *args)",
    )?;
    let args: Vec<&Expr> = call.arguments.args.iter().collect();
    require(
        builtin == "zip" || args.len() == 1,
        "the builtin has more than one argument",
    )?;
    let scope = cx.model.scope_containing(stmt.range());
    let arrays = super::iter_host::proven_vectors(cx, scope, &args)?;
    let host = |value: &Expr| format!("{}.tolist()", util::operand_text(cx, value));
    let edits = if builtin == "list" {
        vec![Edit::range_replacement(host(arrays[0]), call.range())]
    } else {
        arrays
            .iter()
            .map(|value| Edit::range_replacement(host(value), value.range()))
            .collect()
    };
    let fix = util::fix(
        finding,
        META.id,
        format!("Convert the 1-D array{} to a host list once (`.tolist()`) instead of element by element", if arrays.len() > 1 { "s" } else { "" }),
        Applicability::Unsafe,
        edits,
    );
    Ok(crate::fix::Fix {
        may_change: Some(super::iter_host::HOST_NUMBERS.into()),
        ..fix
    })
}
