//! Whether a call to a function of this file may be skipped without changing anything but the
//! value it returns: RR-sync moves such a call under its periodic guard, so it then runs only
//! every CHECK_EVERY iterations. Anything the function does besides computing its result — a
//! write into an argument, an attribute or a global, a random draw (it advances the stream the
//! rest of the program draws from), output, or a call of code whose effects are not known — would
//! happen less often, and the program would compute something else.

use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use crate::fix::FixContext;
use crate::model::expr::{any_expr_in_body, builtin_name, target_names};

/// Why skipping calls of a function could change the program.
pub const NOT_PURE: &str = "the called function may do more than return a value (it writes into an argument, an attribute or a global, draws random numbers, prints, or calls code not known to be free of effects): calling it less often would change the program";

/// How deep calls into other functions of the file are followed.
const DEPTH: u32 = 3;

const PURE_BUILTINS: &[&str] = &[
    "float",
    "int",
    "abs",
    "len",
    "min",
    "max",
    "sum",
    "range",
    "enumerate",
    "zip",
    "round",
    "bool",
    "complex",
    "isinstance",
    "tuple",
    "list",
    "sorted",
    "reversed",
    "any",
    "all",
    "divmod",
    "pow",
];

/// Array methods that return a new value and leave the array as it was.
const PURE_METHODS: &[&str] = &[
    "sum",
    "mean",
    "max",
    "min",
    "prod",
    "std",
    "var",
    "copy",
    "astype",
    "reshape",
    "ravel",
    "flatten",
    "transpose",
    "dot",
    "all",
    "any",
    "conj",
    "conjugate",
    "cumsum",
    "cumprod",
    "argmax",
    "argmin",
    "clip",
    "round",
    "nonzero",
    "item",
    "tolist",
    "squeeze",
    "swapaxes",
    "repeat",
    "take",
    "trace",
    "diagonal",
    "real",
    "imag",
];

/// NumPy functions that write into an argument or a file, or draw random numbers.
const EFFECTFUL_NUMPY: &[&str] = &[
    "copyto",
    "put",
    "putmask",
    "place",
    "put_along_axis",
    "fill_diagonal",
    "save",
    "savez",
    "savez_compressed",
    "savetxt",
    "seterr",
    "set_printoptions",
];

/// The function definition of the file called `qualname` (`energy`, `Solver.energy`).
pub fn definition<'a>(cx: &FixContext<'a>, qualname: &str) -> Option<&'a ast::StmtFunctionDef> {
    let mut body: &'a [Stmt] = &cx.module.body;
    let mut parts = qualname.split('.').peekable();
    while let Some(part) = parts.next() {
        let last = parts.peek().is_none();
        let found = body.iter().find_map(|s| match s {
            Stmt::FunctionDef(f) if last && f.name.as_str() == part => Some(Ok(f)),
            Stmt::ClassDef(c) if !last && c.name.as_str() == part => Some(Err(&c.body[..])),
            _ => None,
        })?;
        match found {
            Ok(f) => return Some(f),
            Err(class_body) => body = class_body,
        }
    }
    None
}

/// Skipping a call of `def` leaves everything but its result as it was (see the module comment).
pub fn skippable(cx: &FixContext, def: &ast::StmtFunctionDef) -> bool {
    skippable_at(cx, def, 0)
}

fn skippable_at(cx: &FixContext, def: &ast::StmtFunctionDef, depth: u32) -> bool {
    if depth > DEPTH || !def.decorator_list.is_empty() {
        return false;
    }
    let parameters: Vec<Name> = def.parameters.iter().map(|p| p.name().id.clone()).collect();
    let mut fresh = Vec::new();
    statements_pure(cx, &def.body, &parameters, &mut fresh)
        && !any_expr_in_body(&def.body, |e| match e {
            Expr::Call(call) => !call_pure(cx, call, depth),
            Expr::Named(_) | Expr::Yield(_) | Expr::YieldFrom(_) | Expr::Await(_) => true,
            _ => false,
        })
}

/// Statements that bind only local names and write only into arrays the function made itself.
fn statements_pure(
    cx: &FixContext,
    body: &[Stmt],
    parameters: &[Name],
    fresh: &mut Vec<Name>,
) -> bool {
    body.iter().all(|s| match s {
        Stmt::Assign(a) => {
            let plain = a.targets.iter().all(|t| local_target(t, fresh));
            if plain && a.targets.len() == 1 && makes_new_array(cx, &a.value) {
                if let Expr::Name(n) = &a.targets[0] {
                    fresh.push(n.id.clone());
                }
            } else {
                let mut bound = Vec::new();
                a.targets.iter().for_each(|t| target_names(t, &mut bound));
                fresh.retain(|f| !bound.contains(f));
            }
            plain
        }
        Stmt::AnnAssign(a) => {
            matches!(a.target.as_ref(), Expr::Name(n) if !parameters.contains(&n.id))
        }
        Stmt::AugAssign(a) => match a.target.as_ref() {
            // `x += ...` writes into x when it is an array: only arrays made here.
            Expr::Name(n) => !parameters.contains(&n.id),
            t => written_base_is_fresh(t, fresh),
        },
        Stmt::Return(_) | Stmt::Pass(_) | Stmt::Break(_) | Stmt::Continue(_) => true,
        Stmt::Raise(_) | Stmt::Assert(_) => true,
        Stmt::Expr(e) => matches!(e.value.as_ref(), Expr::StringLiteral(_)),
        Stmt::If(i) => {
            statements_pure(cx, &i.body, parameters, fresh)
                && i.elif_else_clauses
                    .iter()
                    .all(|c| statements_pure(cx, &c.body, parameters, fresh))
        }
        Stmt::For(f) => {
            local_target(&f.target, fresh)
                && statements_pure(cx, &f.body, parameters, fresh)
                && statements_pure(cx, &f.orelse, parameters, fresh)
        }
        Stmt::While(w) => {
            statements_pure(cx, &w.body, parameters, fresh)
                && statements_pure(cx, &w.orelse, parameters, fresh)
        }
        _ => false,
    })
}

/// A target that rebinds a local name, or writes an element of an array made in the function.
fn local_target(target: &Expr, fresh: &[Name]) -> bool {
    match target {
        Expr::Name(_) => true,
        Expr::Tuple(t) => t.elts.iter().all(|e| local_target(e, fresh)),
        Expr::List(l) => l.elts.iter().all(|e| local_target(e, fresh)),
        Expr::Subscript(_) => written_base_is_fresh(target, fresh),
        _ => false,
    }
}

fn written_base_is_fresh(target: &Expr, fresh: &[Name]) -> bool {
    match target {
        Expr::Subscript(s) => written_base_is_fresh(&s.value, fresh),
        Expr::Name(n) => fresh.contains(&n.id),
        _ => false,
    }
}

/// A value that is a new array (or number), never a view of an argument: arithmetic, a NumPy
/// constructor or copy (`np.zeros(...)`, `np.copy(u)`), or `u.copy()`.
fn makes_new_array(cx: &FixContext, value: &Expr) -> bool {
    match value {
        Expr::BinOp(_) | Expr::UnaryOp(_) | Expr::NumberLiteral(_) => true,
        Expr::Call(c) => match cx.model.numpy_call_name(&c.func) {
            Some(name) => matches!(
                crate::model::api::leaf(name.strip_prefix("numpy.").unwrap_or(name)),
                "zeros"
                    | "ones"
                    | "empty"
                    | "full"
                    | "zeros_like"
                    | "ones_like"
                    | "empty_like"
                    | "full_like"
                    | "array"
                    | "copy"
            ),
            None => matches!(c.func.as_ref(), Expr::Attribute(a)
                if a.attr.as_str() == "copy" && c.arguments.is_empty()),
        },
        _ => false,
    }
}

/// Calling `call` less often changes nothing but the values it returns (see the module comment).
pub fn call_is_pure(cx: &FixContext, call: &ast::ExprCall) -> bool {
    call_pure(cx, call, 0)
}

fn call_pure(cx: &FixContext, call: &ast::ExprCall, depth: u32) -> bool {
    if call.arguments.find_keyword("out").is_some() {
        return false;
    }
    if let Some(name) = cx.model.numpy_call_name(&call.func) {
        let member = name.strip_prefix("numpy.").unwrap_or("");
        return !member.starts_with("random")
            && !EFFECTFUL_NUMPY.contains(&crate::model::api::leaf(member));
    }
    if cx.model.callee_name(&call.func).is_some() {
        // Another library (SciPy, a random generator, an import): effects unknown.
        return false;
    }
    match call.func.as_ref() {
        Expr::Name(n) => {
            if let Some(def) = definition(cx, n.id.as_str()) {
                return skippable_at(cx, def, depth + 1);
            }
            builtin_name(&call.func).is_some_and(|b| PURE_BUILTINS.contains(&b))
        }
        Expr::Attribute(a) => PURE_METHODS.contains(&a.attr.as_str()),
        _ => false,
    }
}

/// NumPy functions that may return their argument or a view of it.
pub fn may_return_its_argument(member: &str) -> bool {
    matches!(
        member,
        "asarray"
            | "asanyarray"
            | "ascontiguousarray"
            | "asfortranarray"
            | "require"
            | "ravel"
            | "reshape"
            | "squeeze"
            | "transpose"
            | "swapaxes"
            | "moveaxis"
            | "rollaxis"
            | "expand_dims"
            | "atleast_1d"
            | "atleast_2d"
            | "atleast_3d"
            | "broadcast_to"
            | "diagonal"
            | "real"
            | "imag"
            | "flip"
            | "fliplr"
            | "flipud"
            | "rot90"
    )
}

/// A call of a function of this file that only computes (`skippable`) and returns new arrays
/// (`return irfft2(rfft2(img) * otf)`, a tuple of them, or a local name only ever bound to one),
/// never its argument or a view of it: an array passed to it is neither kept nor aliased by what it
/// returns.
pub fn returns_fresh(cx: &FixContext, call: &ast::ExprCall) -> bool {
    let Expr::Name(callee) = call.func.as_ref() else {
        return false;
    };
    let Some((_, returns)) = cx.model.local_call_returns(call) else {
        return false;
    };
    let Some(def) = definition(cx, callee.id.as_str()) else {
        return false;
    };
    let made_here = names_only_bound_to_new_values(cx, def);
    returns.iter().all(|r| new_value(cx, r, &made_here)) && skippable(cx, def)
}

/// A value that never shares memory with anything the caller holds.
fn new_value(cx: &FixContext, e: &Expr, made_here: &[Name]) -> bool {
    match e {
        Expr::BinOp(_) | Expr::UnaryOp(_) => true,
        Expr::Tuple(t) => t.elts.iter().all(|x| new_value(cx, x, made_here)),
        Expr::Name(n) => made_here.contains(&n.id),
        Expr::Call(c) => cx
            .model
            .numpy_call_name(&c.func)
            .and_then(|n| n.strip_prefix("numpy."))
            .is_some_and(|m| !may_return_its_argument(crate::model::api::leaf(m))),
        _ => false,
    }
}

/// Local names of `def` (not parameters) whose every binding is a plain assignment of arithmetic
/// or a NumPy call that returns a new array.
fn names_only_bound_to_new_values(cx: &FixContext, def: &ast::StmtFunctionDef) -> Vec<Name> {
    use ruff_python_ast::visitor::{self, Visitor};
    struct Bindings<'c, 'a> {
        cx: &'c FixContext<'a>,
        new: Vec<Name>,
        other: Vec<Name>,
    }
    impl<'b> Visitor<'b> for Bindings<'_, '_> {
        fn visit_stmt(&mut self, s: &'b Stmt) {
            match s {
                Stmt::Assign(a) if a.targets.len() == 1 => match &a.targets[0] {
                    Expr::Name(n) if new_value(self.cx, &a.value, &[]) => {
                        self.new.push(n.id.clone())
                    }
                    t => target_names(t, &mut self.other),
                },
                Stmt::Assign(a) => a
                    .targets
                    .iter()
                    .for_each(|t| target_names(t, &mut self.other)),
                Stmt::AugAssign(a) => target_names(&a.target, &mut self.other),
                Stmt::AnnAssign(a) => target_names(&a.target, &mut self.other),
                Stmt::For(f) => target_names(&f.target, &mut self.other),
                Stmt::With(w) => w
                    .items
                    .iter()
                    .filter_map(|i| i.optional_vars.as_deref())
                    .for_each(|t| target_names(t, &mut self.other)),
                Stmt::FunctionDef(_) | Stmt::ClassDef(_) => return,
                _ => {}
            }
            visitor::walk_stmt(self, s);
        }
        fn visit_expr(&mut self, e: &'b Expr) {
            if let Expr::Named(n) = e {
                target_names(&n.target, &mut self.other);
            }
            visitor::walk_expr(self, e);
        }
    }
    let mut b = Bindings {
        cx,
        new: Vec::new(),
        other: def.parameters.iter().map(|p| p.name().id.clone()).collect(),
    };
    b.visit_body(&def.body);
    let other = b.other;
    b.new.retain(|n| !other.contains(n));
    b.new
}

/// A call of a function of this file that computes elementwise from its arguments: an
/// `arrhenius(A, Ea, T)` or `ocv(soc)` whose body only binds names to, and returns, arithmetic of
/// its parameters, number constants and NumPy ufuncs (no test, no call of anything else). Called
/// with arrays it gives, element by element, what each call with their elements gave.
pub fn elementwise_function(cx: &FixContext, call: &ast::ExprCall) -> bool {
    let Expr::Name(callee) = call.func.as_ref() else {
        return false;
    };
    // A `def` is not a binding: any other one (`ocv = ...`, a local of the caller) rebinds it.
    let caller = cx.model.scope_containing(call.range());
    if cx.model.binding_count(0, callee.id.as_str()) > 0
        || cx.model.is_local(caller, callee.id.as_str())
        || !call.arguments.keywords.is_empty()
        || call.arguments.args.iter().any(Expr::is_starred_expr)
    {
        return false;
    }
    let Some(def) = definition(cx, callee.id.as_str()) else {
        return false;
    };
    let params = &def.parameters;
    let positional: Vec<&ast::ParameterWithDefault> =
        params.posonlyargs.iter().chain(&params.args).collect();
    let plain = def.decorator_list.is_empty()
        && !def.is_async
        && params.vararg.is_none()
        && params.kwarg.is_none()
        && params.kwonlyargs.is_empty()
        && call.arguments.args.len() <= positional.len()
        // Parameters the call leaves out take number defaults.
        && positional[call.arguments.args.len()..]
            .iter()
            .all(|p| p.default.as_deref().is_some_and(is_number_constant));
    if !plain {
        return false;
    }
    let mut known: Vec<Name> = positional
        .iter()
        .map(|p| p.parameter.name.id.clone())
        .collect();
    let body = match def.body.as_slice() {
        [Stmt::Expr(doc), rest @ ..] if doc.value.is_string_literal_expr() => rest,
        body => body,
    };
    let Some((Stmt::Return(ret), assigns)) = body.split_last() else {
        return false;
    };
    for stmt in assigns {
        let Stmt::Assign(a) = stmt else { return false };
        let Some(pairs) = assigned_pairs(a) else {
            return false;
        };
        // Every value is read before any target is bound (`p1, p2 = f(a), f(b)`).
        if !pairs.iter().all(|(_, v)| elementwise_of(cx, v, &known)) {
            return false;
        }
        for (target, _) in pairs {
            if known.contains(&target.id) {
                return false;
            }
            known.push(target.id.clone());
        }
    }
    ret.value
        .as_deref()
        .is_some_and(|v| elementwise_of(cx, v, &known))
}

/// `t = v`, or `a, b = va, vb` (tuples of the same length, distinct names): each name with its
/// value.
fn assigned_pairs(a: &ast::StmtAssign) -> Option<Vec<(&ast::ExprName, &Expr)>> {
    match (a.targets.as_slice(), a.value.as_ref()) {
        ([Expr::Name(t)], value) => Some(vec![(t, value)]),
        ([Expr::Tuple(targets)], Expr::Tuple(values)) if targets.len() == values.len() => {
            let pairs: Vec<(&ast::ExprName, &Expr)> = targets
                .iter()
                .zip(values.iter())
                .map(|(t, v)| t.as_name_expr().map(|n| (n, v)))
                .collect::<Option<_>>()?;
            let distinct = pairs
                .iter()
                .enumerate()
                .all(|(i, (t, _))| pairs[..i].iter().all(|(u, _)| u.id != t.id));
            distinct.then_some(pairs)
        }
        _ => None,
    }
}

/// Arithmetic of `known` names, number constants of the module and NumPy ufuncs.
fn elementwise_of(cx: &FixContext, e: &Expr, known: &[Name]) -> bool {
    match e {
        Expr::NumberLiteral(_) => true,
        Expr::Name(n) if known.contains(&n.id) => true,
        Expr::Name(n) => {
            let values = cx.model.bound_values(0, n.id.as_str());
            cx.model.binding_count(0, n.id.as_str()) == 1
                && matches!(values.as_slice(), [v] if is_number_constant(v))
        }
        Expr::BinOp(b) => {
            b.op != ast::Operator::MatMult
                && elementwise_of(cx, &b.left, known)
                && elementwise_of(cx, &b.right, known)
        }
        Expr::UnaryOp(u) => {
            matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd)
                && elementwise_of(cx, &u.operand, known)
        }
        Expr::Call(c) => {
            let ufunc = cx
                .model
                .numpy_call_name(&c.func)
                .and_then(|q| q.strip_prefix("numpy."))
                .is_some_and(crate::model::api::is_ufunc);
            ufunc
                && c.arguments.keywords.is_empty()
                && c.arguments
                    .args
                    .iter()
                    .all(|a| elementwise_of(cx, a, known))
        }
        _ => false,
    }
}

/// A number literal, or `-`/`+` and arithmetic of number literals.
fn is_number_constant(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_) => true,
        Expr::UnaryOp(u) => is_number_constant(&u.operand),
        Expr::BinOp(b) => is_number_constant(&b.left) && is_number_constant(&b.right),
        _ => false,
    }
}
