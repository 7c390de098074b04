//! Whether a name holds an ndarray (perhaps 0-d) rather than a number. Under NumPy a ufunc or
//! arithmetic of numbers gives a NumPy scalar (`np.sqrt(2.0)` is a `float64`), and a scalar
//! cannot be written with `out=`; the model's kinds (SPEC §2) call every ufunc result an array,
//! which is right for the assessment (cuPyNumeric returns a 0-d array) but not for a rewrite that
//! must keep running under NumPy.

use ruff_python_ast::{Expr, ExprCall, Stmt};
use ruff_text_size::Ranged;

use crate::fix::FixContext;
use crate::model::{Bound, Kind, ScopeId};

/// Every value `name` is bound to, other than `update` (the statement being rewritten), is an
/// ndarray given that `name` is one; a parameter needs the code's own evidence that it is an
/// array, or an update that makes an array whatever the parameter holds.
/// `replaced` says the function rebinds a parameter `name` to a new array before the loop
/// (`x = np.asarray(x, float)`): what the caller passed never reaches the update.
pub fn holds_ndarray(
    cx: &FixContext,
    function_body: &[Stmt],
    name: &str,
    update: &Expr,
    replaced: bool,
) -> bool {
    let scope = cx.model.scope_containing(update.range());
    let mut proof = Proof {
        cx,
        body: function_body,
        assumed: vec![name.to_string()],
        replaced: replaced.then(|| name.to_string()),
        strict: false,
        budget: BUDGET,
    };
    if proof.name_bindings(scope, name, Some(update)) {
        return true;
    }
    // An update that makes an array whatever x holds (`x = self._A.dot(x) - x` of a matvec,
    // `y = y - x[i] * A[:, i]`): x is one from the first iteration on (a number it starts as
    // would be broadcast up, which the fix's unsafety already covers). What unknown code returns
    // is no proof here: `np.minimum(best, inprod(d, a))` may combine numbers.
    proof.assumed.clear();
    proof.strict = !cx.model.binds_parameter(scope, name);
    proof.value(scope, update)
}

struct Proof<'c, 'a> {
    cx: &'c FixContext<'a>,
    /// The body of the function holding the update.
    body: &'c [Stmt],
    /// Names taken to hold ndarrays while their own bindings are examined (a loop-carried value
    /// is an ndarray when every value it takes is one, given that it is).
    assumed: Vec<String>,
    /// A parameter whose passed value is replaced before it is used.
    replaced: Option<String>,
    /// Only NumPy, slicing and the code's own evidence prove an array; not other code's results.
    strict: bool,
    /// Expressions left to examine: names bound many times to expressions of each other would
    /// otherwise take exponential time (no real program comes near).
    budget: u32,
}

const MAX_DEPTH: usize = 12;
const BUDGET: u32 = 4_000;

impl Proof<'_, '_> {
    fn name_bindings(&mut self, scope: ScopeId, name: &str, except: Option<&Expr>) -> bool {
        let model = &self.cx.model;
        // Sliced on several axes, written through a slice, asked for its shape: never a number.
        if model.has_array_evidence(scope, name) || sliced(self.body, name) {
            return true;
        }
        let passed_value_used = self.replaced.as_deref() != Some(name);
        if passed_value_used
            && model.binds_parameter(scope, name)
            && !self.parameter_is_array(scope, name)
        {
            return false;
        }
        let bindings = model.bindings_of(scope, name);
        let mut any = false;
        for bound in bindings {
            let shown = match bound {
                Bound::Parameter { .. } => true,
                Bound::Value(v) if except.is_some_and(|e| std::ptr::eq(*v, e)) => continue,
                Bound::Value(v) => self.value(scope, v),
                Bound::Augmented(v) => {
                    self.value(scope, v) || model.name_kind(scope, name) == Kind::Array
                }
                // Unpacked from a call, an iteration, an import: only the model's kind says.
                _ => model.name_kind(scope, name) == Kind::Array,
            };
            if !shown {
                return false;
            }
            any = true;
        }
        any
    }

    /// Annotated, used as an array by the code, or passed an array by every call of the file.
    fn parameter_is_array(&self, scope: ScopeId, name: &str) -> bool {
        let model = &self.cx.model;
        model.has_array_evidence(scope, name)
            || model.arguments_passed(scope, name).is_some_and(|args| {
                !args.is_empty()
                    && args
                        .iter()
                        .all(|(caller, arg)| passes_an_array(model, *caller, arg, 0))
            })
    }

    fn value(&mut self, scope: ScopeId, e: &Expr) -> bool {
        if self.assumed.len() > MAX_DEPTH || self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let model = &self.cx.model;
        match e {
            Expr::Name(n) => {
                let name = n.id.as_str();
                if self.assumed.iter().any(|a| a == name) {
                    return true;
                }
                self.assumed.push(name.to_string());
                let shown = self.name_bindings(scope, name, None);
                self.assumed.pop();
                shown
            }
            Expr::BinOp(b) => self.value(scope, &b.left) || self.value(scope, &b.right),
            Expr::UnaryOp(u) => self.value(scope, &u.operand),
            // `A[:, i]` keeps an axis; `m[..., c]` of a 1-D `m` is 0-d, and arithmetic with a
            // 0-d array gives a NumPy scalar.
            Expr::Subscript(s) => {
                model.kind(scope, e) == Kind::Array
                    && keeps_an_axis(model, scope, &s.slice)
                    && self.value(scope, &s.value)
            }
            Expr::Attribute(a) => match a.attr.as_str() {
                "T" | "real" | "imag" => self.value(scope, &a.value),
                // `self.u`: an attribute some method assigns an array.
                _ => model.kind(scope, e) == Kind::Array,
            },
            Expr::If(i) => self.value(scope, &i.body) && self.value(scope, &i.orelse),
            Expr::Call(c) => self.call(scope, e, c),
            _ => false,
        }
    }

    fn call(&mut self, scope: ScopeId, e: &Expr, c: &ExprCall) -> bool {
        let model = &self.cx.model;
        let kind = model.kind(scope, e);
        if let Some(q) = model.numpy_call_name(&c.func) {
            let member = q.strip_prefix("numpy.").unwrap_or(q);
            let leaf = crate::model::api::leaf(member);
            // Draws with a size and constructors make arrays whatever they are given; a ufunc
            // or another function of numbers gives a number.
            return kind == Kind::Array
                && (member.starts_with("random.")
                    || makes_an_array(leaf)
                    || c.arguments.args.iter().any(|a| self.value(scope, a)));
        }
        // What another library or a method returns (`sobel(image)`, `self._A.dot(x)`) is taken
        // for an array unless the model knows better; a callback the caller passes in
        // (`phi(alpha)` of a line search) and the scalar builtins are not.
        let unknown_or_array = !self.strict && matches!(kind, Kind::Array | Kind::Unknown);
        match c.func.as_ref() {
            Expr::Attribute(a) if is_array_method(a.attr.as_str()) => self.value(scope, &a.value),
            Expr::Name(f) => match f.id.as_str() {
                "abs" => c.arguments.args.iter().any(|a| self.value(scope, a)),
                "float" | "int" | "complex" | "bool" | "round" | "min" | "max" | "sum" | "len"
                | "pow" => false,
                callee => unknown_or_array && !model.binds_parameter(scope, callee),
            },
            _ => unknown_or_array,
        }
    }
}

/// An argument that is an ndarray, not a number the model calls an array: `np.dot(g, p)` of two
/// vectors, `-phi[0]` and a ufunc of numbers are NumPy scalars at run time.
fn passes_an_array(model: &crate::model::Model, scope: ScopeId, arg: &Expr, depth: u32) -> bool {
    if model.kind(scope, arg) != Kind::Array {
        return false;
    }
    match arg {
        // `derphi0 = np.dot(gfk, pk)` in the caller, passed on as `derphi0`.
        Expr::Name(n) if depth < 4 => {
            model
                .bindings_of(scope, n.id.as_str())
                .iter()
                .all(|b| match b {
                    Bound::Value(v) => passes_an_array(model, scope, v, depth + 1),
                    _ => true,
                })
        }
        Expr::UnaryOp(u) => passes_an_array(model, scope, &u.operand, depth),
        Expr::Subscript(s) => keeps_an_axis(model, scope, &s.slice),
        Expr::Call(c) => match model.numpy_call_name(&c.func) {
            Some(q) => {
                let member = q.strip_prefix("numpy.").unwrap_or(q);
                member.starts_with("random.") || makes_an_array(crate::model::api::leaf(member))
            }
            None => true,
        },
        _ => true,
    }
}

/// NumPy functions that return an ndarray whatever they are given (a number becomes a 0-d one).
fn makes_an_array(leaf: &str) -> bool {
    matches!(
        leaf,
        "array"
            | "asarray"
            | "asanyarray"
            | "ascontiguousarray"
            | "atleast_1d"
            | "atleast_2d"
            | "atleast_3d"
            | "zeros"
            | "ones"
            | "empty"
            | "full"
            | "zeros_like"
            | "ones_like"
            | "empty_like"
            | "full_like"
            | "arange"
            | "linspace"
            | "logspace"
            | "geomspace"
            | "eye"
            | "identity"
            | "copy"
            | "concatenate"
            | "stack"
            | "vstack"
            | "hstack"
            | "column_stack"
            | "fromfunction"
            | "frombuffer"
            | "fromiter"
            | "loadtxt"
            | "genfromtxt"
            | "load"
            | "tri"
            | "tril"
            | "triu"
            | "indices"
            | "outer"
            | "diag"
            | "tile"
            | "repeat"
            | "broadcast_to"
            | "where"
    )
}

/// Methods of an ndarray that give an ndarray of the receiver (a NumPy scalar's give a scalar).
fn is_array_method(method: &str) -> bool {
    matches!(
        method,
        "copy"
            | "astype"
            | "reshape"
            | "ravel"
            | "flatten"
            | "transpose"
            | "swapaxes"
            | "squeeze"
            | "clip"
            | "cumsum"
            | "cumprod"
            | "conj"
            | "round"
    )
}

/// `v[1:-1] = ...`, `v[:-2]`: a NumPy scalar cannot be sliced.
fn sliced(body: &[Stmt], name: &str) -> bool {
    let is_slice = |e: &Expr| matches!(e, Expr::Slice(_) | Expr::EllipsisLiteral(_));
    crate::model::expr::any_expr_in_body(body, |e| {
        matches!(e, Expr::Subscript(s)
            if matches!(s.value.as_ref(), Expr::Name(n) if n.id.as_str() == name)
                && (is_slice(&s.slice)
                    || matches!(s.slice.as_ref(), Expr::Tuple(t) if t.elts.iter().any(is_slice))))
    })
}

/// An index that leaves at least one axis: a slice, a new axis or an index array.
fn keeps_an_axis(model: &crate::model::Model, scope: ScopeId, index: &Expr) -> bool {
    let keeps = |e: &Expr| {
        matches!(e, Expr::Slice(_) | Expr::NoneLiteral(_)) || model.kind(scope, e) == Kind::Array
    };
    match index {
        Expr::Tuple(t) => t.elts.iter().any(keeps),
        e => keeps(e),
    }
}
