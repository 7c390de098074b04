//! The detectors, one file per code, and the registry. Adding a rule: a new file, one line in
//! `RULES`, its document under `recipes/rules/`.

use ruff_python_ast::{self as ast, Expr, ModModule, Stmt};

use crate::checker::{Context, Reporter};
use crate::finding::Category;
use crate::model::api;

pub mod r001_elementwise;
pub mod r002_reduction;
pub mod r003_matmul;
pub mod r004_where;
pub mod r005_stencil;
pub mod r006_out_and_swap;
pub mod r007_mask_index;
pub mod r101_element_loop;
pub mod r102_vectorize;
pub mod r103_array_iteration;
pub mod r104_host_sync;
pub mod r105_branch_on_array;
pub mod r106_strided_slice;
pub mod r107_object_dtype;
pub mod r108_mpi4py;
pub mod r109_order;
pub mod r110_builtin_over_array;
pub mod r111_cupy_in_loop;
pub mod r201_alloc_in_loop;
pub mod r202_rebind;
pub mod r203_growing_stack;
pub mod r204_nonzero_index;
pub mod r205_write_through_view;
pub mod r206_reshape_in_loop;
pub mod r301_scipy;
pub mod r302_qr_svd;
pub mod r303_fft;
pub mod r304_random;
pub mod r305_solve_cholesky;

/// What a rule is, independent of any file.
#[derive(Debug)]
pub struct RuleMeta {
    pub code: &'static str,
    pub category: Category,
    pub name: &'static str,
    /// One line for `cpn-fix rules`.
    pub summary: &'static str,
    pub recipe: Option<&'static str>,
    /// The document printed by `cpn-fix explain`.
    pub doc: &'static str,
}

/// The kinds of expression a rule's `check_expr` looks at (bits of [`Rule::expr_interest`]):
/// the walker calls a rule only for those, which saves a call per rule on every node.
pub mod interest {
    pub const NONE: u8 = 0;
    pub const CALL: u8 = 1;
    pub const SUBSCRIPT: u8 = 1 << 1;
    pub const BINOP: u8 = 1 << 2;
    pub const FSTRING: u8 = 1 << 3;
    /// `a if test else b`.
    pub const TERNARY: u8 = 1 << 4;
    /// List, set and dict comprehensions and generator expressions.
    pub const COMPREHENSION: u8 = 1 << 5;
    pub const ALL: u8 = (1 << 6) - 1;
    /// How many kinds there are.
    pub const KINDS: usize = 6;
}

pub trait Rule: Sync {
    fn meta(&self) -> &'static RuleMeta;
    fn check_stmt(&self, _cx: &Context, _stmt: &Stmt, _out: &mut Reporter) {}
    /// Called for the expressions of the kinds [`Rule::expr_interest`] names.
    fn check_expr(&self, _cx: &Context, _expr: &Expr, _out: &mut Reporter) {}
    /// Which expressions `check_expr` wants ([`interest`] bits); every kind unless narrowed.
    fn expr_interest(&self) -> u8 {
        interest::ALL
    }
    fn check_module(&self, _cx: &Context, _module: &ModModule, _out: &mut Reporter) {}
}

pub static RULES: &[&dyn Rule] = &[
    &r001_elementwise::Rule,
    &r002_reduction::Rule,
    &r003_matmul::Rule,
    &r004_where::Rule,
    &r005_stencil::Rule,
    &r006_out_and_swap::Rule,
    &r007_mask_index::Rule,
    &r101_element_loop::Rule,
    &r102_vectorize::Rule,
    &r103_array_iteration::Rule,
    &r104_host_sync::Rule,
    &r105_branch_on_array::Rule,
    &r106_strided_slice::Rule,
    &r107_object_dtype::Rule,
    &r108_mpi4py::Rule,
    &r109_order::Rule,
    &r110_builtin_over_array::Rule,
    &r111_cupy_in_loop::Rule,
    &r201_alloc_in_loop::Rule,
    &r202_rebind::Rule,
    &r203_growing_stack::Rule,
    &r204_nonzero_index::Rule,
    &r205_write_through_view::Rule,
    &r206_reshape_in_loop::Rule,
    &r301_scipy::Rule,
    &r302_qr_svd::Rule,
    &r303_fft::Rule,
    &r304_random::Rule,
    &r305_solve_cholesky::Rule,
];

/// The rules interested in expressions of kind `bit` (one [`interest`] bit, or
/// [`interest::ALL`] for every rule), in registry order.
pub fn rules_for_expr(bit: u8) -> &'static [&'static dyn Rule] {
    if bit == interest::ALL {
        return RULES;
    }
    static BY_KIND: std::sync::OnceLock<Vec<Vec<&'static dyn Rule>>> = std::sync::OnceLock::new();
    let by_kind = BY_KIND.get_or_init(|| {
        (0..interest::KINDS)
            .map(|k| {
                let wanted = 1u8 << k;
                RULES
                    .iter()
                    .copied()
                    .filter(|r| r.expr_interest() & wanted != 0)
                    .collect()
            })
            .collect()
    });
    &by_kind[bit.trailing_zeros() as usize]
}

pub fn all_meta() -> impl Iterator<Item = &'static RuleMeta> {
    RULES.iter().map(|r| r.meta())
}

pub fn meta_for(code: &str) -> Option<&'static RuleMeta> {
    all_meta().find(|m| m.code.eq_ignore_ascii_case(code))
}

/// A rule by its code (`R104`) or its name (`host-sync`), case-insensitive.
pub fn meta_for_code_or_name(key: &str) -> Option<&'static RuleMeta> {
    meta_for(key).or_else(|| all_meta().find(|m| m.name.eq_ignore_ascii_case(key.trim())))
}

/// Declares a rule's metadata with its document embedded from `recipes/rules/<code>.md`.
#[macro_export]
macro_rules! rule_meta {
    ($code:literal, $cat:ident, $name:literal, $recipe:expr, $summary:literal) => {
        pub static META: $crate::rules::RuleMeta = $crate::rules::RuleMeta {
            code: $code,
            category: $crate::finding::Category::$cat,
            name: $name,
            summary: $summary,
            recipe: $recipe,
            doc: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/recipes/rules/",
                $code,
                ".md"
            )),
        };
    };
}

// ---- helpers shared by several detectors -------------------------------------------------------

/// `numpy.linalg.norm` → `linalg.norm` for a call whose callee resolves into numpy.
pub fn numpy_member<'m>(cx: &Context<'m, '_>, call: &ast::ExprCall) -> Option<&'m str> {
    let name = cx.model.numpy_call_name(&call.func)?;
    api::numpy_member(name)
}

/// The method name when `call` is `recv.method(...)` on an array (or 0-d reduction) receiver.
pub fn array_method<'e>(cx: &Context, call: &'e ast::ExprCall) -> Option<(&'e Expr, &'e str)> {
    let (recv, method) = crate::model::expr::method_call(call)?;
    if cx.model.numpy_call_name(&call.func).is_some() {
        return None;
    }
    cx.model
        .is_device_value(cx.scope, recv)
        .then_some((recv, method))
}

/// The source text of a node, shortened for messages.
pub fn snippet(text: &str, range: ruff_text_size::TextRange) -> String {
    let s = &text[range];
    let one_line: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > 60 {
        let cut: String = one_line.chars().take(57).collect();
        format!("{cut}...")
    } else {
        one_line
    }
}

#[cfg(test)]
mod tests;

/// A value a function of the codebase returns, used by a test or conversion.
pub struct Returned {
    pub callee: crate::model::calls::Callee,
    /// The callee as written (`self.advance`).
    pub shown: String,
    /// The element taken from a returned tuple (`u, res = step(u)` → 1).
    pub element: Option<u32>,
}

/// What a function of the codebase returns, used here (`delta = self.advance()` … `delta`,
/// `u, res = step(u)` … `res`, or the call itself). Whether that is a reduction only the call
/// graph can tell.
pub(crate) fn returned_value(cx: &Context, e: &Expr) -> Option<Returned> {
    if cx.model.kind(cx.scope, e) != crate::model::Kind::Unknown {
        return None;
    }
    let (call, element) = match e {
        Expr::Call(c) => (c, None),
        Expr::Name(n) => bound_to_one_call(cx, n)?,
        _ => return None,
    };
    if cx.model.numpy_call_name(&call.func).is_some() {
        return None;
    }
    let callee = crate::model::calls::callee_of(cx.model, cx.scope, &call.func)?;
    let shown = cx.text[ruff_text_size::Ranged::range(call.func.as_ref())].to_string();
    Some(Returned {
        callee,
        shown,
        element,
    })
}

/// The call every binding of `n` takes its value from (the same callee each time), and the
/// element of the result it takes when unpacked (`u, res = step(u)`).
fn bound_to_one_call<'a>(
    cx: &Context<'_, 'a>,
    n: &ast::ExprName,
) -> Option<(&'a ast::ExprCall, Option<u32>)> {
    let name = n.id.as_str();
    let mut found: Option<(&'a ast::ExprCall, Option<u32>)> = None;
    for b in cx.model.bindings_iter(cx.scope, name) {
        let (value, element) = match b {
            crate::model::Bound::Value(v) => (*v, None),
            crate::model::Bound::Unpacked(v, position) => (*v, Some((*position)?)),
            _ => return None,
        };
        let Expr::Call(call) = value else { return None };
        match found {
            Some((first, e)) if e == element && same_callee(&first.func, &call.func) => {}
            Some(_) => return None,
            None => found = Some((call, element)),
        }
    }
    found
}

fn same_callee(a: &Expr, b: &Expr) -> bool {
    ruff_python_ast::comparable::ComparableExpr::from(a)
        == ruff_python_ast::comparable::ComparableExpr::from(b)
}
