//! RR-where (R102): `np.vectorize(lambda x: A if C else B)` → `lambda x: np.where(C, A, B)`,
//! with `and`/`or`/`not` → `&`/`|`/`~` (parenthesized) and `math.*` → `np.*`. Always unsafe: the
//! result dtype and the scalar-vs-0-d return type may differ. Not offered when the body calls
//! anything that is not elementwise, or for `np.frompyfunc` / decorated functions.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::{Ranged, TextRange};

use super::util;
use crate::finding::Finding;
use crate::fix::{Fix, FixContext};
use crate::model::expr::builtin_name;
use crate::recipe_meta;

recipe_meta!(
    "RR-where",
    &["R102"],
    "np.vectorize(lambda ...) → an elementwise lambda with np.where",
    "always unsafe (dtype and 0-d return may differ); not offered for bodies that are not elementwise, frompyfunc or @np.vectorize",
    "the result dtype (no otypes inference) and a 0-d array instead of a scalar for scalar input"
);

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> Option<Fix> {
        let site = util::site(cx, finding)?;
        let offset = ruff_text_size::TextSize::from(finding.start_offset);
        let call = util::find_call(site.stmt, offset)?;
        if cx.model.numpy_call_name(&call.func)? != "numpy.vectorize" {
            return None;
        }
        let [Expr::Lambda(lambda)] = &*call.arguments.args else {
            return None;
        };
        if crate::fix::locate::has_comment(cx, call.range()) {
            return None;
        }
        let params = lambda.parameters.as_deref()?;
        if params.len() != 1 || params.args.len() != 1 || params.args[0].default.is_some() {
            return None;
        }
        let (np, import) = cx.np();
        let mut renderer = Renderer { cx, np: &np };
        let body = renderer.value(&lambda.body)?;
        let param = params.args[0].parameter.name.id.as_str();
        let mut edits = vec![Edit::range_replacement(
            format!("lambda {param}: {body}"),
            call.range(),
        )];
        edits.extend(import);
        let title =
            "Replace np.vectorize with an elementwise np.where lambda (result dtype may differ)"
                .to_string();
        Some(util::fix(
            finding,
            META.id,
            title,
            Applicability::Unsafe,
            edits,
        ))
    }
}

struct Renderer<'c, 'a> {
    cx: &'c FixContext<'a>,
    np: &'c str,
}

impl util::Elementwise for Renderer<'_, '_> {
    fn value(&mut self, e: &Expr) -> Option<String> {
        Renderer::value(self, e)
    }
}

impl Renderer<'_, '_> {
    /// The body with ternaries as `np.where`, boolean operators elementwise, `math.*` as `np.*`.
    fn value(&mut self, e: &Expr) -> Option<String> {
        let mut replacements = Vec::new();
        self.collect(e, &mut replacements)?;
        Some(util::splice(
            self.cx.text(e.range()),
            e.start(),
            &replacements,
        ))
    }

    fn collect(&mut self, e: &Expr, out: &mut Vec<(TextRange, String)>) -> Option<()> {
        match e {
            Expr::If(t) => {
                let c = util::condition(self, &t.test)?;
                let a = self.value(&t.body)?;
                let b = self.value(&t.orelse)?;
                out.push((e.range(), format!("{}.where({c}, {a}, {b})", self.np)));
                Some(())
            }
            Expr::BoolOp(_)
            | Expr::UnaryOp(ast::ExprUnaryOp {
                op: ast::UnaryOp::Not,
                ..
            }) => {
                let c = util::condition(self, e)?;
                out.push((e.range(), format!("({c})")));
                Some(())
            }
            Expr::Compare(c) if c.ops.len() > 1 => {
                let text = util::condition(self, e)?;
                out.push((e.range(), format!("({text})")));
                Some(())
            }
            Expr::Call(call) => {
                match call.func.as_ref() {
                    Expr::Attribute(a) if matches!(a.value.as_ref(), Expr::Name(m) if m.id.as_str() == "math") =>
                    {
                        let name = util::math_to_numpy(a.attr.id.as_str())?;
                        out.push((call.func.range(), format!("{}.{name}", self.np)));
                    }
                    f if self.cx.model.numpy_call_name(f).is_some_and(|n| {
                        crate::model::api::is_ufunc(n.trim_start_matches("numpy."))
                    }) => {}
                    f if builtin_name(f) == Some("abs") => {}
                    _ => return None,
                }
                call.arguments
                    .args
                    .iter()
                    .try_for_each(|a| self.collect(a, out))
            }
            Expr::BinOp(b) => {
                self.collect(&b.left, out)?;
                self.collect(&b.right, out)
            }
            Expr::UnaryOp(u) => self.collect(&u.operand, out),
            Expr::Compare(c) => {
                self.collect(&c.left, out)?;
                c.comparators.iter().try_for_each(|x| self.collect(x, out))
            }
            Expr::Name(_)
            | Expr::NumberLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::Attribute(_) => Some(()),
            _ => None,
        }
    }
}
