//! RR-where (R102): `np.vectorize` of an elementwise function → the function itself, written with
//! `np.where`. Takes lambdas of any number of plain parameters, a named `def` (passed to
//! `np.vectorize(f)` or decorated `@np.vectorize`) whose body is assignments and returns under
//! `if`/`elif`/`else`, nested conditionals (nested `np.where`), `and`/`or`/`not` → `&`/`|`/`~`,
//! chained comparisons, `math.*` → `np.*`, two-argument `min`/`max` → `np.minimum`/`np.maximum`,
//! and `otypes=[T]` → `np.asarray(..., dtype=T)` (vectorize's own cast). Always unsafe: without
//! `otypes` the result dtype may differ, and scalar input gives a 0-d array.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::{reasons, require, Declined, Why};

use super::util;
use crate::finding::Finding;
use crate::fix::{locate, FixContext};
use crate::model::expr::{builtin_name, mentions_any};
use crate::recipe_meta;

recipe_meta!(
    "RR-where",
    &["R102"],
    "np.vectorize(f) → f written elementwise with np.where",
    "always unsafe (dtype and 0-d return may differ); not offered for bodies that are not elementwise, frompyfunc, excluded=/signature=/cache=",
    "the result dtype (when no otypes= is given) and a 0-d array instead of a scalar for scalar input"
);

pub struct Recipe;

const NOT_ELEMENTWISE: &str =
    "the function body is not elementwise (a call, lookup or statement np.where cannot express)";
const TEXT: &str = "the function computes with text (a string literal): cuPyNumeric arrays hold numbers, so it stays a host-side mapping";

/// A string, bytes or f-string literal anywhere in `e` (`"high" if v > 0.5 else "low"`).
fn holds_text(e: &Expr) -> bool {
    crate::model::expr::any_expr(e, |x| {
        matches!(
            x,
            Expr::StringLiteral(_) | Expr::BytesLiteral(_) | Expr::FString(_)
        )
    })
}

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = util::site(cx, finding).why(reasons::NOT_LOCATED)?;
        let offset = TextSize::from(finding.start_offset);
        if let Stmt::FunctionDef(def) = site.stmt {
            if let Some(decorator) = def.decorator_list.iter().find(|d| d.start() == offset) {
                return decorated(cx, finding, def, decorator);
            }
        }
        let call = util::find_call(site.stmt, offset).why(reasons::NOT_LOCATED)?;
        require(
            cx.model.numpy_call_name(&call.func) == Some("numpy.vectorize"),
            "np.frompyfunc returns object arrays: no elementwise rewrite",
        )?;
        let otypes = otypes(cx, &call.arguments.keywords)?;
        require(
            !attributes_used(cx, &site.path, site.stmt, call),
            "the vectorize object's attributes are used (`f.__doc__`, `f.otypes = ...`): a plain function does not have them",
        )?;
        let [function] = &*call.arguments.args else {
            return Err(Declined(
                "np.vectorize without exactly one function argument",
            ));
        };
        require(
            !locate::has_comment(cx, call.range()),
            reasons::COMMENT_INSIDE,
        )?;
        match function {
            Expr::Lambda(lambda) => {
                // A lambda needs parentheses except as a whole assigned value or an argument.
                let bare = matches!(site.stmt, Stmt::Assign(a) if a.value.range() == call.range())
                    || is_argument(site.stmt, call);
                lambda_fix(cx, finding, call, lambda, otypes.as_deref(), bare)
            }
            Expr::Name(name) => named_fix(cx, finding, &site.path, call, name, otypes.as_deref()),
            _ => Err(Declined(
                "the vectorized function is not a lambda or a def of this file",
            )),
        }
    }
}

/// `f = np.vectorize(g, doc=...)` and later `f.__doc__` or `f.otypes = "i"`: the name is used
/// as the vectorize object, whose attributes the plain function does not have (or not alike).
fn attributes_used(
    cx: &FixContext,
    path: &[&Stmt],
    stmt: &Stmt,
    call: &ruff_python_ast::ExprCall,
) -> bool {
    let Stmt::Assign(a) = stmt else { return false };
    let ([Expr::Name(bound)], true) = (a.targets.as_slice(), a.value.range() == call.range())
    else {
        return false;
    };
    crate::model::expr::any_expr_in_body(util::enclosing_body(cx, path), |e| {
        matches!(e, Expr::Attribute(at)
            if matches!(at.value.as_ref(), Expr::Name(n) if n.id == bound.id && n.start() >= stmt.end()))
    })
}

/// `call` is a positional or keyword argument of another call in `stmt`.
fn is_argument(stmt: &Stmt, call: &ast::ExprCall) -> bool {
    crate::model::expr::any_expr_in_body(std::slice::from_ref(stmt), |e| {
        matches!(e, Expr::Call(outer) if outer.arguments.args.iter().any(|a| a.range() == call.range())
            || outer.arguments.keywords.iter().any(|k| k.value.range() == call.range()))
    })
}

/// `otypes=[T]` or `otypes="d"` → `T`; `excluded=`, `signature=`, `cache=` or several output
/// types → not offered.
fn otypes(cx: &FixContext, keywords: &[ast::Keyword]) -> Result<Option<String>, Declined> {
    let mut dtype = None;
    for keyword in keywords {
        let Some(arg) = keyword.arg.as_ref() else {
            return Err(Declined("`**kwargs` passed to np.vectorize"));
        };
        match arg.as_str() {
            "doc" => {}
            "otypes" => {
                let single = match &keyword.value {
                    Expr::List(l) if l.elts.len() == 1 => cx.text(l.elts[0].range()).to_string(),
                    Expr::Tuple(t) if t.elts.len() == 1 => cx.text(t.elts[0].range()).to_string(),
                    Expr::StringLiteral(s) if s.value.to_str().chars().count() == 1 => {
                        cx.text(s.range()).to_string()
                    }
                    _ => return Err(Declined("otypes= names several outputs")),
                };
                dtype = Some(single);
            }
            _ => return Err(Declined(
                "np.vectorize with excluded=, signature= or cache= (not elementwise as written)",
            )),
        }
    }
    Ok(dtype)
}

/// Plain positional parameters only (no defaults, `*args`, keyword-only or `**kwargs`).
fn plain_parameters(params: &ast::Parameters) -> Result<Vec<String>, Declined> {
    require(
        params.vararg.is_none() && params.kwarg.is_none() && params.kwonlyargs.is_empty(),
        "the function takes *args, **kwargs or keyword-only parameters",
    )?;
    params
        .posonlyargs
        .iter()
        .chain(&params.args)
        .map(|p| {
            require(p.default.is_none(), "a parameter with a default value")?;
            Ok(p.parameter.name.id.to_string())
        })
        .collect()
}

fn cast(np: &str, value: String, otypes: Option<&str>) -> String {
    match otypes {
        Some(dtype) => format!("{np}.asarray({value}, dtype={dtype})"),
        None => value,
    }
}

fn lambda_fix(
    cx: &FixContext,
    finding: &Finding,
    call: &ast::ExprCall,
    lambda: &ast::ExprLambda,
    otypes: Option<&str>,
    bare: bool,
) -> super::Offer {
    let params = match lambda.parameters.as_deref() {
        Some(p) => plain_parameters(p)?,
        None => Vec::new(),
    };
    require(!params.is_empty(), "a lambda without parameters")?;
    require(
        params
            .iter()
            .all(|p| mentions_any(&lambda.body, &[Name::new(p)])),
        RESULT_IGNORES_A_PARAMETER,
    )?;
    let (np, import) = cx.np();
    let mut renderer = Renderer {
        cx,
        np: &np,
        substitute: None,
    };
    super::require(!holds_text(&lambda.body), TEXT)?;
    let body = renderer.value(&lambda.body).why(NOT_ELEMENTWISE)?;
    let body = cast(&np, body, otypes);
    let mut text = format!("lambda {}: {body}", params.join(", "));
    // The call's parentheses held a body split over lines; the lambda needs its own.
    if !bare || text.contains('\n') {
        text = format!("({text})");
    }
    let mut edits = vec![Edit::range_replacement(text, call.range())];
    edits.extend(import);
    Ok(util::fix(
        finding,
        META.id,
        "Replace np.vectorize with an elementwise np.where lambda (result dtype may differ)"
            .to_string(),
        Applicability::Unsafe,
        edits,
    ))
}

/// `np.vectorize(f)` with `def f` in this module (top level or the enclosing function): the body
/// of `f` is rewritten elementwise and the call becomes `f`.
fn named_fix(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    call: &ast::ExprCall,
    name: &ast::ExprName,
    otypes: Option<&str>,
) -> super::Offer {
    let def = find_def(cx, path, name)
        .why("the vectorized function is not one `def` of this module or function")?;
    require(
        def.decorator_list.is_empty(),
        "the vectorized function is decorated",
    )?;
    // With otypes=, the cast goes into the function: only when this is its one use.
    if otypes.is_some() {
        require(
            references(cx, name.id.as_str()) == 1,
            "otypes= for a function that is also used elsewhere",
        )?;
    }
    let (mut edits, np_import) = body_edits(cx, def, otypes)?;
    edits.push(Edit::range_replacement(name.id.to_string(), call.range()));
    edits.extend(np_import);
    Ok(util::fix(
        finding,
        META.id,
        format!(
            "Write `{}` elementwise with np.where and call it directly (result dtype may differ)",
            name.id
        ),
        Applicability::Unsafe,
        edits,
    ))
}

/// `@np.vectorize` / `@np.vectorize(otypes=[T])` on a def: the decorator line goes, the body is
/// rewritten elementwise.
fn decorated(
    cx: &FixContext,
    finding: &Finding,
    def: &ast::StmtFunctionDef,
    decorator: &ast::Decorator,
) -> super::Offer {
    require(
        def.decorator_list.len() == 1,
        "the function has other decorators",
    )?;
    let otypes = match &decorator.expression {
        Expr::Call(c) => {
            require(
                c.arguments.args.is_empty(),
                "np.vectorize(...) with positional arguments",
            )?;
            otypes(cx, &c.arguments.keywords)?
        }
        _ => None,
    };
    require(
        locate::owns_its_lines(&cx.source.text, decorator.range()),
        reasons::INDENTATION,
    )?;
    let (mut edits, np_import) = body_edits(cx, def, otypes.as_deref())?;
    let line = TextRange::new(
        locate::line_start(&cx.source.text, decorator.start()),
        locate::next_line_start(&cx.source.text, decorator.end()),
    );
    edits.push(Edit::range_deletion(line));
    edits.extend(np_import);
    Ok(util::fix(
        finding,
        META.id,
        format!(
            "Drop @np.vectorize: write `{}` elementwise with np.where (result dtype may differ)",
            def.name.id
        ),
        Applicability::Unsafe,
        edits,
    ))
}

/// The edit that rewrites `def`'s body (after its docstring) elementwise, and the numpy import
/// it may need.
fn body_edits(
    cx: &FixContext,
    def: &ast::StmtFunctionDef,
    otypes: Option<&str>,
) -> Result<(Vec<Edit>, Option<Edit>), Declined> {
    let params = plain_parameters(&def.parameters)?;
    require(!params.is_empty(), "a function without parameters")?;
    let body = match def.body.as_slice() {
        [Stmt::Expr(doc), rest @ ..] if matches!(*doc.value, Expr::StringLiteral(_)) => rest,
        body => body,
    };
    let (first, last) = (
        body.first().why(NOT_ELEMENTWISE)?,
        body.last().why(NOT_ELEMENTWISE)?,
    );
    let range = TextRange::new(first.start(), last.end());
    require(!locate::has_comment(cx, range), reasons::COMMENT_INSIDE)?;
    require(
        locate::owns_its_lines(&cx.source.text, range),
        reasons::INDENTATION,
    )?;
    let indent =
        locate::indentation_of(&cx.source.text, first.range()).why(reasons::INDENTATION)?;
    let (np, import) = cx.np();
    let mut renderer = Renderer {
        cx,
        np: &np,
        substitute: None,
    };
    let (assignments, result) = split_body(body)?;
    require(
        params
            .iter()
            .all(|p| result_depends_on(&assignments, &result, p)),
        RESULT_IGNORES_A_PARAMETER,
    )?;
    let mut lines = Vec::new();
    let texts = assignments.iter().any(|a| holds_text(&a.value))
        || crate::model::expr::any_expr_in_body(body, |x| {
            matches!(
                x,
                Expr::StringLiteral(_) | Expr::BytesLiteral(_) | Expr::FString(_)
            )
        });
    super::require(!texts, TEXT)?;
    for a in assignments {
        let value = renderer.value(&a.value).why(NOT_ELEMENTWISE)?;
        lines.push(format!("{} = {value}", cx.text(a.targets[0].range())));
    }
    let value = renderer.returned(result).why(NOT_ELEMENTWISE)?;
    lines.push(format!("return {}", cast(&np, value, otypes)));
    let text = lines.join(&format!("{}{indent}", cx.newline()));
    Ok((vec![Edit::range_replacement(text, range)], import))
}

/// What a function returns, as a chain of guarded returns: `if C: return A` … `return B`.
enum Returned<'a> {
    Value(&'a Expr),
    Select(&'a Expr, Box<Returned<'a>>, Box<Returned<'a>>),
}

/// Leading single-name assignments, then the returns.
fn split_body(body: &[Stmt]) -> Result<(Vec<&ast::StmtAssign>, Returned<'_>), Declined> {
    let mut assignments = Vec::new();
    let mut rest = body;
    while let [Stmt::Assign(a), tail @ ..] = rest {
        require(
            matches!(a.targets.as_slice(), [Expr::Name(_)]),
            NOT_ELEMENTWISE,
        )?;
        assignments.push(a);
        rest = tail;
    }
    Ok((assignments, returns(rest).why(NOT_ELEMENTWISE)?))
}

const RESULT_IGNORES_A_PARAMETER: &str = "the result does not depend on every parameter (`return 123`, `lambda x, y: x`): called directly it would not take the shape all arguments broadcast to";

/// Whether the returned value reads `param`, directly or through the leading assignments.
fn result_depends_on(assignments: &[&ast::StmtAssign], result: &Returned, param: &str) -> bool {
    let mut depends: Vec<Name> = vec![Name::new(param)];
    for a in assignments {
        if mentions_any(&a.value, &depends) {
            if let [Expr::Name(t)] = a.targets.as_slice() {
                depends.push(t.id.clone());
            }
        }
    }
    fn reads(r: &Returned, names: &[Name]) -> bool {
        match r {
            Returned::Value(e) => mentions_any(e, names),
            Returned::Select(test, then, otherwise) => {
                mentions_any(test, names) || reads(then, names) || reads(otherwise, names)
            }
        }
    }
    reads(result, &depends)
}

fn returns(body: &[Stmt]) -> Option<Returned<'_>> {
    match body {
        [Stmt::Return(r)] => Some(Returned::Value(r.value.as_deref()?)),
        [Stmt::If(i), rest @ ..] => {
            let then = returns(&i.body)?;
            let otherwise = if i.elif_else_clauses.is_empty() {
                returns(rest)?
            } else {
                if !rest.is_empty() && !ends_in_return(&i.elif_else_clauses.last()?.body) {
                    return None;
                }
                clauses(&i.elif_else_clauses, rest)?
            };
            Some(Returned::Select(
                &i.test,
                Box::new(then),
                Box::new(otherwise),
            ))
        }
        _ => None,
    }
}

fn clauses<'a>(clauses: &'a [ast::ElifElseClause], rest: &'a [Stmt]) -> Option<Returned<'a>> {
    let (clause, more) = clauses.split_first()?;
    let body = returns(&clause.body)?;
    match &clause.test {
        None => more.is_empty().then_some(body),
        Some(test) => {
            let otherwise = if more.is_empty() {
                returns(rest)?
            } else {
                self::clauses(more, rest)?
            };
            Some(Returned::Select(test, Box::new(body), Box::new(otherwise)))
        }
    }
}

fn ends_in_return(body: &[Stmt]) -> bool {
    matches!(body.last(), Some(Stmt::Return(_)))
}

/// The one `def name` in the enclosing function's body or at module level (no other binding).
fn find_def<'a>(
    cx: &FixContext<'a>,
    path: &[&'a Stmt],
    used: &ast::ExprName,
) -> Option<&'a ast::StmtFunctionDef> {
    let name = used.id.as_str();
    let defs_in = |body: &'a [Stmt]| -> Vec<&'a ast::StmtFunctionDef> {
        body.iter()
            .filter_map(|s| match s {
                Stmt::FunctionDef(d) if d.name.id.as_str() == name => Some(d),
                _ => None,
            })
            .collect()
    };
    // A `def` in the enclosing function, else one at module level (`def letter` beside `main`).
    let mut defs = match locate::enclosing_function(path) {
        Some(f) => defs_in(&f.body),
        None => Vec::new(),
    };
    if defs.is_empty() {
        defs = defs_in(&cx.module.body);
    }
    let scope = cx.model.scope_containing(used.range);
    // The model counts assignments, not defs: none may rebind the name.
    match defs.as_slice() {
        [def] if cx.model.binding_count(scope, name) == 0 => Some(def),
        _ => None,
    }
}

/// How often `name` is read in the module.
fn references(cx: &FixContext, name: &str) -> usize {
    let mut count = 0;
    for stmt in util::all_statements(&cx.module.body) {
        crate::model::expr::any_expr_in_body(std::slice::from_ref(stmt), |e| {
            count += usize::from(matches!(e, Expr::Name(n) if n.id.as_str() == name));
            false
        });
    }
    count
}

/// Renders elementwise expressions as they are, `math.*` as `np.*`; with `substitute`, one name
/// (a loop variable over an array's values) becomes the array.
pub(super) struct Renderer<'c, 'a> {
    pub(super) cx: &'c FixContext<'a>,
    pub(super) np: &'c str,
    pub(super) substitute: Option<(&'c str, &'c str)>,
}

impl util::Elementwise for Renderer<'_, '_> {
    fn value(&mut self, e: &Expr) -> Option<String> {
        Renderer::value(self, e)
    }
}

impl Renderer<'_, '_> {
    fn returned(&mut self, r: Returned) -> Option<String> {
        match r {
            Returned::Value(e) => self.value(e),
            Returned::Select(test, a, b) => {
                let c = util::condition(self, test)?;
                let a = self.returned(*a)?;
                let b = self.returned(*b)?;
                Some(format!("{}.where({c}, {a}, {b})", self.np))
            }
        }
    }

    /// The body with ternaries as `np.where`, boolean operators elementwise, `math.*` as `np.*`.
    pub(super) fn value(&mut self, e: &Expr) -> Option<String> {
        let mut replacements = Vec::new();
        self.collect(e, &mut replacements)?;
        Some(util::rewritten_expr(self.cx, e, &replacements))
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
            Expr::Call(call) => self.call(call, out),
            Expr::BinOp(b) => {
                self.collect(&b.left, out)?;
                self.collect(&b.right, out)
            }
            Expr::UnaryOp(u) => self.collect(&u.operand, out),
            Expr::Compare(c) => {
                self.collect(&c.left, out)?;
                c.comparators.iter().try_for_each(|x| self.collect(x, out))
            }
            Expr::Name(n) => {
                if let Some((name, text)) = self.substitute {
                    if n.id.as_str() == name {
                        out.push((e.range(), text.to_string()));
                    }
                }
                Some(())
            }
            Expr::Attribute(_)
                if self.substitute.is_some_and(|(name, _)| {
                    crate::model::expr::any_expr(
                        e,
                        |x| matches!(x, Expr::Name(n) if n.id.as_str() == name),
                    )
                }) =>
            {
                None
            }
            Expr::NumberLiteral(_) | Expr::BooleanLiteral(_) | Expr::Attribute(_) => Some(()),
            _ => None,
        }
    }

    /// Elementwise callees: NumPy ufuncs and `np.where` (kept), `math.f` (→ `np.f`), `abs`,
    /// two-argument `min`/`max` (→ `np.minimum`/`np.maximum`).
    fn call(&mut self, call: &ast::ExprCall, out: &mut Vec<(TextRange, String)>) -> Option<()> {
        if !call.arguments.keywords.is_empty() {
            return None;
        }
        match call.func.as_ref() {
            Expr::Attribute(a) if matches!(a.value.as_ref(), Expr::Name(m) if m.id.as_str() == "math") =>
            {
                let name = util::math_to_numpy(a.attr.id.as_str(), call.arguments.args.len())?;
                out.push((call.func.range(), format!("{}.{name}", self.np)));
            }
            f if self.cx.model.numpy_call_name(f).is_some_and(|n| {
                let member = n.trim_start_matches("numpy.");
                crate::model::api::is_ufunc(member) || member == "where"
            }) => {}
            f if builtin_name(f) == Some("abs") => {}
            f if matches!(builtin_name(f), Some("min" | "max"))
                && self.substitute.is_none()
                && call.arguments.args.len() == 2
                && self.cx.model.binding_count(0, builtin_name(f)?) == 0 =>
            {
                let np_name = if builtin_name(f) == Some("min") {
                    "minimum"
                } else {
                    "maximum"
                };
                out.push((call.func.range(), format!("{}.{np_name}", self.np)));
            }
            _ => return None,
        }
        call.arguments
            .args
            .iter()
            .try_for_each(|a| self.collect(a, out))
    }
}
