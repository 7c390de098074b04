//! Small pure helpers over expressions.

use ruff_python_ast::{
    self as ast,
    visitor::{self, Visitor},
    Expr, Number,
};

/// `+ - * // %`: operators that give an integer from integers.
pub fn keeps_integers(op: ast::Operator) -> bool {
    matches!(
        op,
        ast::Operator::Add
            | ast::Operator::Sub
            | ast::Operator::Mult
            | ast::Operator::FloorDiv
            | ast::Operator::Mod
    )
}

/// The value of an integer literal, also a negated one (`-1`).
pub fn int_literal(expr: &Expr) -> Option<i64> {
    match expr {
        Expr::NumberLiteral(ast::ExprNumberLiteral {
            value: Number::Int(i),
            ..
        }) => i.as_i64(),
        Expr::UnaryOp(ast::ExprUnaryOp {
            op: ast::UnaryOp::USub,
            operand,
            ..
        }) => int_literal(operand).map(|v| -v),
        _ => None,
    }
}

/// The value of a number literal, integer or float, signed (`-0.5`, `3600.0`, `24`).
pub fn number_literal(expr: &Expr) -> Option<f64> {
    match expr {
        Expr::NumberLiteral(ast::ExprNumberLiteral { value, .. }) => match value {
            Number::Int(i) => i.as_i64().map(|v| v as f64),
            Number::Float(f) => Some(*f),
            Number::Complex { .. } => None,
        },
        Expr::UnaryOp(ast::ExprUnaryOp {
            op: ast::UnaryOp::USub,
            operand,
            ..
        }) => number_literal(operand).map(|v| -v),
        _ => None,
    }
}

/// Whether any `Name` in `expr` is one of `names`.
pub fn mentions_any(expr: &Expr, names: &[ruff_python_ast::name::Name]) -> bool {
    if names.is_empty() {
        return false;
    }
    any_expr(
        expr,
        |e| matches!(e, Expr::Name(n) if names.contains(&n.id)),
    )
}

/// Every distinct name read in `expr`, in first-seen order.
pub fn names_in(expr: &Expr) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    any_expr(expr, |e| {
        if let Expr::Name(n) = e {
            if !names.iter().any(|x| x == n.id.as_str()) {
                names.push(n.id.to_string());
            }
        }
        false
    });
    names
}

/// The names bound by an assignment or `for` target (`i`, `i, j`, `(a, (b, c))`, `*rest`).
pub fn target_names(target: &Expr, out: &mut Vec<ruff_python_ast::name::Name>) {
    match target {
        Expr::Name(n) => out.push(n.id.clone()),
        Expr::Tuple(t) => t.elts.iter().for_each(|e| target_names(e, out)),
        Expr::List(l) => l.elts.iter().for_each(|e| target_names(e, out)),
        Expr::Starred(s) => target_names(&s.value, out),
        _ => {}
    }
}

/// The callee name for a builtin call such as `float(x)`.
pub fn builtin_name(func: &Expr) -> Option<&str> {
    match func {
        Expr::Name(n) => Some(n.id.as_str()),
        _ => None,
    }
}

/// The method name and receiver of `recv.method(...)`.
pub fn method_call(call: &ast::ExprCall) -> Option<(&Expr, &str)> {
    match call.func.as_ref() {
        Expr::Attribute(a) => Some((a.value.as_ref(), a.attr.id.as_str())),
        _ => None,
    }
}

/// The keyword argument named `name`.
pub fn keyword<'a>(call: &'a ast::ExprCall, name: &str) -> Option<&'a ast::Keyword> {
    call.arguments
        .keywords
        .iter()
        .find(|k| k.arg.as_ref().is_some_and(|a| a.id.as_str() == name))
}

/// The positional argument at `index`, or the keyword `name`.
pub fn argument<'a>(call: &'a ast::ExprCall, index: usize, name: &str) -> Option<&'a Expr> {
    call.arguments
        .args
        .get(index)
        .filter(|a| !a.is_starred_expr())
        .or_else(|| keyword(call, name).map(|k| &k.value))
}

/// Literal containers and comprehensions that build Python lists, tuples, dicts or sets (also
/// `[x] * n` and `[a] + rest`).
pub fn is_python_container(expr: &Expr) -> bool {
    if let Expr::BinOp(b) = expr {
        if matches!(b.op, ast::Operator::Mult | ast::Operator::Add) {
            let literal =
                |e: &Expr| matches!(e, Expr::List(_) | Expr::Tuple(_) | Expr::ListComp(_));
            return literal(&b.left) || literal(&b.right);
        }
    }
    matches!(
        expr,
        Expr::List(_)
            | Expr::Tuple(_)
            | Expr::Dict(_)
            | Expr::Set(_)
            | Expr::ListComp(_)
            | Expr::SetComp(_)
            | Expr::DictComp(_)
    ) || matches!(expr, Expr::Call(c) if container_constructor(&c.func))
}

/// `list(...)`, `dict(...)`, `Counter()`, `collections.defaultdict(list)`: Python containers.
fn container_constructor(func: &Expr) -> bool {
    let name = match func {
        Expr::Name(n) => n.id.as_str(),
        Expr::Attribute(a) if matches!(a.value.as_ref(), Expr::Name(m) if m.id.as_str() == "collections") => {
            a.attr.id.as_str()
        }
        _ => return false,
    };
    matches!(
        name,
        "list"
            | "tuple"
            | "dict"
            | "set"
            | "frozenset"
            | "deque"
            | "defaultdict"
            | "Counter"
            | "OrderedDict"
    )
}

/// A number literal, possibly signed (`3`, `-0.5`).
pub fn is_number(e: &Expr) -> bool {
    match e {
        Expr::UnaryOp(u) => is_number(&u.operand),
        e => e.is_number_literal_expr(),
    }
}

/// Scalar literals: numbers, strings, booleans, `None`.
pub fn is_scalar_literal(expr: &Expr) -> bool {
    matches!(
        expr,
        Expr::NumberLiteral(_)
            | Expr::StringLiteral(_)
            | Expr::BytesLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_)
            | Expr::FString(_)
    )
}

/// Whether `pred` holds for `expr` or any expression inside it (lambdas and comprehensions
/// included). Linear in the tree's size: Ruff's `any_over_expr` re-wraps its closure at every
/// level, which makes deep trees quadratic.
pub fn any_expr(expr: &Expr, mut pred: impl FnMut(&Expr) -> bool) -> bool {
    let mut finder = Finder {
        pred: &mut pred,
        found: false,
    };
    finder.visit_expr(expr);
    finder.found
}

/// `any_expr` over every expression of a block of statements.
pub fn any_expr_in_body(
    body: &[ruff_python_ast::Stmt],
    mut pred: impl FnMut(&Expr) -> bool,
) -> bool {
    let mut finder = Finder {
        pred: &mut pred,
        found: false,
    };
    finder.visit_body(body);
    finder.found
}

struct Finder<'p> {
    pred: &'p mut dyn FnMut(&Expr) -> bool,
    found: bool,
}

impl<'a> Visitor<'a> for Finder<'_> {
    fn visit_stmt(&mut self, stmt: &'a ruff_python_ast::Stmt) {
        if !self.found {
            visitor::walk_stmt(self, stmt);
        }
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        if self.found {
            return;
        }
        if (self.pred)(expr) {
            self.found = true;
            return;
        }
        crate::stack::deeper(|| visitor::walk_expr(self, expr));
    }
}
