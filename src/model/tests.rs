//! The semantic model, trap by trap (SPEC §2).

use ruff_python_ast::{Expr, Stmt};
use ruff_python_parser::parse_module;
use ruff_text_size::Ranged;

use super::{Kind, LoopKind, Model};

fn with_model(src: &str, f: impl FnOnce(&Model, &str)) {
    let parsed = parse_module(src).unwrap();
    let model = Model::build(parsed.syntax());
    f(&model, src);
}

/// The scope of the function `func` (the module when `func` is empty).
fn scope_of(model: &Model, func: &str) -> usize {
    model
        .scopes
        .iter()
        .position(|s| s.qualname.as_deref().unwrap_or("") == func)
        .expect("scope exists")
}

/// The kind of `name` inside the function `func` (or the module when `func` is empty).
fn kind_in(src: &str, func: &str, name: &str) -> Kind {
    let mut result = Kind::Unknown;
    with_model(src, |model, _| {
        result = model.name_kind(scope_of(model, func), name);
    });
    result
}

/// (first line of the loop, element?) for each loop in source order.
fn loops(src: &str) -> Vec<(usize, bool)> {
    let mut out = Vec::new();
    with_model(src, |model, text| {
        for l in &model.loops {
            let line = text[..l.range.start().to_usize()].matches('\n').count() + 1;
            out.push((line, l.element));
        }
    });
    out
}

#[test]
fn constructors_ufuncs_slices_and_arithmetic_make_arrays() {
    let src = "import numpy as np\ndef f(n, k):\n    a = np.zeros(n)\n    b = a[1:]\n    c = b * 2\n    d = np.sin(c)\n    e = a.sum()\n    g = a.sum(axis=0)\n    h = a[3]\n    return a\n";
    assert_eq!(kind_in(src, "f", "a"), Kind::Array);
    assert_eq!(kind_in(src, "f", "b"), Kind::Array);
    assert_eq!(kind_in(src, "f", "c"), Kind::Array);
    assert_eq!(kind_in(src, "f", "d"), Kind::Array);
    assert_eq!(kind_in(src, "f", "e"), Kind::Reduction);
    assert_eq!(kind_in(src, "f", "g"), Kind::Array);
    assert_eq!(kind_in(src, "f", "h"), Kind::Reduction);
    // `n` in `np.zeros(n)` is a shape, not an array.
    assert_eq!(kind_in(src, "f", "n"), Kind::Unknown);
}

#[test]
fn containers_and_append_targets_are_never_arrays() {
    let src = "import numpy as np\ndef f(x):\n    vals = []\n    for i in range(3):\n        vals.append(x[i] * 2)\n    t = (1, 2)\n    d = list(x)\n    return vals\n";
    assert_eq!(kind_in(src, "f", "vals"), Kind::NotArray);
    assert_eq!(kind_in(src, "f", "t"), Kind::NotArray);
    assert_eq!(kind_in(src, "f", "d"), Kind::NotArray);
}

#[test]
fn annotations_and_usage_are_evidence() {
    let src = "import numpy as np\nfrom numpy.typing import NDArray\ndef f(a: np.ndarray, b: NDArray, c: 'np.ndarray', d, e, g, n):\n    for i in range(n):\n        d[i] = e[i] * 2\n    s = np.sum(g)\n";
    for name in ["a", "b", "c", "d", "e", "g"] {
        assert_eq!(kind_in(src, "f", name), Kind::Array, "{name}");
    }
    assert_eq!(kind_in(src, "f", "n"), Kind::Unknown);
}

#[test]
fn modules_are_never_arrays_whatever_attributes_they_have() {
    // `np.mean`, `math.prod`, `xp.sum` are functions of a module, not reductions of an array.
    let src = "import math\nimport numpy as np\nimport numpy.linalg as la\nfrom numpy import random\ndef f(x, shape):\n    y = np.mean(x, axis=0)\n    n = math.prod(shape)\n    m = la.norm(x)\n    r = random.rand(3)\n    return y.T, n, m\nz = np.mean(f(np.ones(3), (1,)))\n";
    for name in ["np", "math", "la", "random"] {
        assert_ne!(kind_in(src, "f", name), Kind::Array, "{name}");
    }
    assert_eq!(kind_in(src, "f", "x"), Kind::Array);
}

#[test]
fn self_attributes_assigned_arrays_in_any_method_are_arrays() {
    let src = "import numpy as np\nclass S:\n    def __init__(self, n):\n        self.u = np.zeros(n)\n        self.name = 'x'\n    def step(self):\n        return self.u\n";
    with_model(src, |model, _| {
        let step = scope_of(model, "S.step");
        assert!(model.self_attr_is_array(step, "u"));
        assert!(!model.self_attr_is_array(step, "name"));
    });
}

#[test]
fn random_draws_with_a_size_are_arrays_without_are_not() {
    let src = "import numpy as np\nrng = np.random.default_rng(1)\na = rng.normal(0, 1, size=10)\nb = rng.normal()\nc = np.random.rand(4, 4)\nd = np.random.rand()\n";
    assert_eq!(kind_in(src, "", "a"), Kind::Array);
    assert_eq!(kind_in(src, "", "b"), Kind::Unknown);
    assert_eq!(kind_in(src, "", "c"), Kind::Array);
    assert_eq!(kind_in(src, "", "d"), Kind::Unknown);
}

#[test]
fn element_loop_versus_slab_and_time_loops() {
    let src = r#"import numpy as np
def f(a, x, taps, n, steps):
    out = np.zeros(n)
    for i in range(n):
        out[i] = a[i] * 2.0
    for c in range(3):
        out[c] = out[c] * 2.0 + a[c]
    for k in range(taps.shape[0]):
        out += taps[k] * np.roll(x, k)
    for t in range(steps):
        out = out * 0.5
    for c in range(3):
        out[c] = 0.0
"#;
    assert_eq!(
        loops(src),
        vec![(4, true), (6, false), (8, false), (10, false), (12, true)]
    );
}

#[test]
fn row_loops_and_nested_index_loops_are_element_loops() {
    let src = r#"import numpy as np
def f(d, w, n, m):
    out = np.empty((n, m))
    for i in range(n):
        out[i, :] = d[i, :] * w[i]
    for i in range(n):
        for j in range(m):
            out[i, j] = d[i, j] + 1
"#;
    assert_eq!(loops(src), vec![(4, true), (6, true), (7, true)]);
}

#[test]
fn a_literal_trip_loop_over_planes_along_axis_one_is_slab_work() {
    let src = r#"import numpy as np
Q = 19
def stream(f, c, a, n):
    for k in range(9):
        f[k] = np.roll(np.roll(f[k], c[k, 0], axis=1), c[k, 1], axis=0)
    for q in range(Q):
        f[q] = np.roll(f[q], -1, axis=-2)
    for i in range(n):
        f[i] = np.sum(a[i], axis=1)
    for k in range(9):
        f[k] = np.roll(f[k], c[k, 0], axis=0)
    for k in range(100):
        f[k] = np.roll(f[k], 1, axis=1)
"#;
    assert_eq!(
        loops(src),
        vec![(4, false), (6, false), (8, true), (10, true), (12, true)],
        "planes over range(9)/range(Q); range(n) may be many small matrices (RR-batch); \
         axis=0 proves only rows; a trip of 100 is not a small set of planes"
    );
}

#[test]
fn one_index_into_an_array_made_with_three_axes_is_a_plane() {
    let src = r#"import numpy as np
def climatology(temps, ny, nx, n):
    clim = np.empty((12, ny, nx))
    for month in range(12):
        clim[month] = temps[month::12].mean(axis=0)
    rows = np.empty((12, nx))
    for month in range(12):
        rows[month] = temps[month] * 2.0
    for month in range(12):
        clim[month, 0] = temps[month, 0, 0]
"#;
    assert_eq!(
        loops(src),
        vec![(4, false), (7, true), (9, true)],
        "a plane of a 3-D array is slab work; a row of a 2-D one and an indexed pair are not"
    );
}

#[test]
fn trip_counts_from_literals_and_constants() {
    let src = "N = 4\nfor i in range(N):\n    pass\nfor i in range(2, 10, 2):\n    pass\nfor c in ('r', 'g', 'b'):\n    pass\nfor i in range(len(x)):\n    pass\n";
    with_model(src, |model, _| {
        let trips: Vec<_> = model
            .loops
            .iter()
            .map(|l| (l.trip, l.literal_sequence))
            .collect();
        assert_eq!(
            trips,
            vec![
                (Some(4), false),
                (Some(4), false),
                (Some(3), true),
                (None, false)
            ]
        );
    });
}

#[test]
fn counting_while_has_its_counter_as_variable() {
    let src = "k = 0\nwhile k < n:\n    k += 1\nwhile err > tol:\n    err = err / 2\n";
    with_model(src, |model, _| {
        assert_eq!(model.loops[0].kind, LoopKind::While);
        assert_eq!(
            model.loops[0]
                .vars
                .iter()
                .map(|v| v.as_str())
                .collect::<Vec<_>>(),
            vec!["k"]
        );
        assert!(model.loops[1].vars.is_empty());
    });
}

#[test]
fn periodic_guards_are_recognised() {
    let src = "EVERY = 50\nfor step in range(n):\n    if step % 10 == 0: pass\n    if (step + 1) % EVERY == 0: pass\n    if verbose and step % EVERY == 0: pass\n    if step % 1 == 0: pass\n    if step % m == 0: pass\n";
    let parsed = parse_module(src).unwrap();
    let model = Model::build(parsed.syntax());
    let Stmt::For(f) = &parsed.syntax().body[1] else {
        panic!()
    };
    let tests: Vec<bool> = f
        .body
        .iter()
        .map(|s| match s {
            Stmt::If(i) => super::loops::is_periodic_test(&model, 0, &i.test),
            _ => unreachable!(),
        })
        .collect();
    // `% 1` is not periodic; `m` is never bound here, so not "assigned exactly once".
    assert_eq!(tests, vec![true, true, true, false, false]);
}

#[test]
fn enclosing_function_names_are_qualified() {
    let src = "class A:\n    def m(self):\n        def inner():\n            pass\ndef top():\n    pass\n";
    with_model(src, |model, _| {
        let names: Vec<_> = model.scopes.iter().map(|s| s.qualname.clone()).collect();
        assert_eq!(
            names,
            vec![
                None,
                Some("A.m".into()),
                Some("A.m.inner".into()),
                Some("top".into())
            ]
        );
    });
}

#[test]
fn loop_invariance_sees_names_bound_in_the_body() {
    let src = "for i in range(n):\n    m = i * 2\n    a = np.zeros(n)\n    b = np.zeros(m)\n";
    let parsed = parse_module(src).unwrap();
    let model = Model::build(parsed.syntax());
    let Stmt::For(f) = &parsed.syntax().body[0] else {
        panic!()
    };
    let arg = |s: &Stmt| match s {
        Stmt::Assign(a) => match a.value.as_ref() {
            Expr::Call(c) => c.arguments.args[0].clone(),
            _ => unreachable!(),
        },
        _ => unreachable!(),
    };
    let info = &model.loops[0];
    assert!(info.is_invariant(&arg(&f.body[1])));
    assert!(!info.is_invariant(&arg(&f.body[2])));
    assert_eq!(info.range, f.range());
}

#[test]
fn names_bound_only_to_literals_are_not_arrays() {
    // The Monte Carlo loop of a notebook: `ST` is a scalar per path, so the loop is element work.
    let src = "import numpy as np\nS0, K, r, sigma, T = 100.0, 105.0, 0.01, 0.2, 1.0\nn = 100_000\nz = np.random.standard_normal(n)\npayoff = np.zeros(n)\nfor i in range(n):\n    ST = S0 * np.exp((r - 0.5 * sigma**2) * T + sigma * np.sqrt(T) * z[i])\n    payoff[i] = max(ST - K, 0.0)\n";
    let file = crate::source::SourceFile::new("mc.py", src);
    let codes: Vec<(&str, usize)> = crate::checker::check_source(&file)
        .unwrap()
        .iter()
        .map(|f| (f.code, f.line))
        .collect();
    assert_eq!(codes, vec![("R304", 4), ("R101", 7)]);
}

#[test]
fn a_window_of_literal_width_around_the_loop_variable_is_element_work() {
    let code = |body: &str| {
        let src = format!(
            "import numpy as np\n\ndef f(x, n, w):\n    x = np.asarray(x)\n    total = 0.0\n    for i in range(1, n - 1):\n        total += np.sum({body})\n    return total\n"
        );
        let file = crate::source::SourceFile::new("w.py", src);
        crate::checker::check_source(&file)
            .unwrap()
            .iter()
            .any(|f| f.code == "R101")
    };
    assert!(code("x[i - 1:i + 2]"), "width 3 around i");
    assert!(code("x[i + 1:i + 1 + 2]"), "width 2 after i + 1");
    assert!(
        !code("x[i - w:i + w]"),
        "a window of unknown width is a slab"
    );
    assert!(!code("x[i - 1:i + 20]"), "width 21 is a slab");
}

#[test]
fn a_window_times_a_small_literal_kernel_is_element_work() {
    // A hand-written Sobel filter: `kx` is an array the loop variables do not index, but it is a
    // 3x3 literal combined with a 3x3 window of the loop variables, so the loop is element work.
    let src = "import numpy as np\n\nkx = np.array([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]], dtype=np.float32)\nky = kx.T\n\n\ndef sobel(image):\n    h, w = image.shape\n    gx = np.zeros_like(image)\n    gy = np.zeros_like(image)\n    for r in range(1, h - 1):\n        for c in range(1, w - 1):\n            patch = image[r - 1:r + 2, c - 1:c + 2]\n            gx[r, c] = np.sum(patch * kx)\n            gy[r, c] = np.sum(patch * ky)\n    return np.hypot(gx, gy)\n\n\ndef laplacian(ndim):\n    impr = np.zeros([3] * ndim)\n    for dim in range(ndim):\n        idx = tuple([slice(1, 2)] * dim + [slice(None)] + [slice(1, 2)] * (ndim - dim - 1))\n        impr[idx] = np.array([-1.0, 0.0, -1.0]).reshape([-1 if i == dim else 1 for i in range(ndim)])\n    return impr\n";
    let file = crate::source::SourceFile::new("sobel.py", src);
    let r101: Vec<usize> = crate::checker::check_source(&file)
        .unwrap()
        .iter()
        .filter(|f| f.code == "R101")
        .map(|f| f.line)
        .collect();
    // The Sobel nest; not the loop over dimensions that places a literal kernel (whole-array work).
    assert_eq!(r101, vec![13]);
}

#[test]
fn accumulating_columns_into_a_whole_array_is_slab_work() {
    let src = r#"import numpy as np
def f(demand: np.ndarray, n, days):
    stock = np.zeros(n)
    for day in range(days):
        stock = stock - demand[:, day]
    for day in range(days):
        stock -= demand[:, day]
    total = 0.0
    for i in range(n):
        total += demand[i, 0]
"#;
    assert_eq!(loops(src), vec![(4, false), (6, false), (9, true)]);
}

/// Lines of the writes `random_site_writes` finds in the body of every `for`/`while` loop.
fn random_site_lines(src: &str) -> Vec<usize> {
    let parsed = parse_module(src).unwrap();
    let mut lines = Vec::new();
    let Some(Stmt::FunctionDef(def)) = parsed.syntax().body.first() else {
        panic!("one function")
    };
    for stmt in super::tree::all_statements(&def.body) {
        let body = match stmt {
            Stmt::For(f) => &f.body,
            Stmt::While(w) => &w.body,
            _ => continue,
        };
        for range in super::recurrence::random_site_writes(body) {
            let line = src[..range.start().to_usize()].matches('\n').count() + 1;
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
    }
    lines
}

#[test]
fn random_site_updates_decided_by_the_neighbourhood_are_sequential() {
    let metropolis = "def sweep(s, beta, rng, n):\n    for _ in range(n * n):\n        i = rng.integers(n)\n        j = rng.integers(n)\n        dE = energy(s, i, j)\n        if dE <= 0 or rng.random() < np.exp(-beta * dE):\n            s[i, j] = -s[i, j]\n";
    assert_eq!(random_site_lines(metropolis), vec![7]);
    let relax = "def relax(h, rng, n):\n    for _ in range(n):\n        i = rng.integers(1, n - 1)\n        h[i] = 0.5 * (h[i - 1] + h[i + 1])\n";
    assert_eq!(random_site_lines(relax), vec![4]);
    let walk = "def dla(g, rng, n):\n    for _ in range(n):\n        x, y = n // 2, 0\n        while True:\n            x = (x + rng.integers(-1, 2)) % n\n            y = min(max(y + rng.integers(-1, 2), 0), n - 1)\n            if g[(x + 1) % n, y] or g[x - 1, y]:\n                g[x, y] = 1\n                break\n";
    assert_eq!(random_site_lines(walk), vec![8]);
}

#[test]
fn a_site_drawn_with_weights_from_the_array_it_updates_is_sequential() {
    // Collapsed Gibbs: the topic is drawn from the counts, then counted in.
    let gibbs = "def f(rng, ndk, nk, doc, d, K):\n    for i, w in enumerate(doc):\n        p = (ndk[d] + 0.1) / (nk + 1.0)\n        k = rng.choice(K, p=p / p.sum())\n        ndk[d, k] += 1\n";
    assert_eq!(random_site_lines(gibbs), vec![5]);
    // Fixed weights, or weights sized by the array only: a multinomial count, not a chain.
    let fixed = "def f(rng, counts, w, n, K):\n    for _ in range(n):\n        k = rng.choice(K, p=w)\n        counts[k] += 1\n";
    let sized = "def f(rng, counts, n):\n    for _ in range(n):\n        k = rng.choice(len(counts))\n        counts[k] += 1\n";
    for src in [fixed, sized] {
        assert!(random_site_lines(src).is_empty(), "{src}");
    }
}

#[test]
fn random_draws_that_only_count_copy_or_overwrite_are_not_sequential() {
    let count = "def f(rng, hist, n):\n    for _ in range(n):\n        i = rng.integers(n)\n        hist[i] += 1\n";
    let resample = "def f(rng, data, out, n):\n    for k in range(n):\n        i = rng.integers(len(data))\n        out[k] = data[i]\n";
    let overwrite = "def f(rng, x, n):\n    for _ in range(n):\n        i = rng.integers(len(x))\n        x[i] = rng.random()\n";
    let sized = "def f(rng, x, n):\n    for _ in range(n):\n        i = rng.integers(0, n, size=4)\n        if x[i].sum() > 0:\n            x[i] = -x[i]\n";
    for src in [count, resample, overwrite, sized] {
        assert!(random_site_lines(src).is_empty(), "{src}");
    }
}

/// Lines `whole_array_feedback_writes` finds in the first loop of the first function, with every
/// name but `k`/`n` (and every comparison) taken for an array.
fn whole_feedback_lines(src: &str) -> Vec<usize> {
    let parsed = parse_module(src).unwrap();
    let Some(Stmt::FunctionDef(def)) = parsed.syntax().body.first() else {
        panic!("one function")
    };
    let Some(Stmt::For(f)) = def.body.iter().find(|s| s.is_for_stmt()) else {
        panic!("one loop")
    };
    let index = [ruff_python_ast::name::Name::new("k")];
    let is_array = |e: &Expr| match e {
        Expr::Name(n) => !matches!(n.id.as_str(), "k" | "n"),
        e => e.is_compare_expr(),
    };
    super::recurrence::whole_array_feedback_writes(&f.body, &index, &is_array)
        .into_iter()
        .map(|r| src[..r.start().to_usize()].matches('\n').count() + 1)
        .collect()
}

#[test]
fn an_element_computed_from_the_array_it_is_written_into_is_sequential() {
    let gauss_seidel = "def f(Y, V, S, n):\n    for k in range(1, n):\n        sigma = Y[k] @ V - Y[k, k] * V[k]\n        V[k] = (S[k] - sigma) / Y[k, k]\n";
    assert_eq!(whole_feedback_lines(gauss_seidel), vec![4]);
    let normalise = "def f(x, n):\n    for k in range(n):\n        x[k] = x[k] / x.sum()\n";
    assert_eq!(whole_feedback_lines(normalise), vec![3]);
    // Another array, its own element, its length or shape, a mask index: not a recurrence.
    let other = "def f(x, out, n):\n    for k in range(n):\n        out[k] = np.sum(x * x[k])\n        x[k] = x[k] * 2 + len(x) + x.shape[0]\n        x[x > k] = x.min()\n";
    assert!(whole_feedback_lines(other).is_empty());
}

#[test]
fn storing_a_reduction_of_each_band_at_its_counter_is_slab_work() {
    // The bounds come from the iterated items; the counter only places each band's result. A
    // counter that also reads an element (`weights[k]`), or a band of literal width, is element work.
    let src = r#"import numpy as np
def f(flux, spec, events, weights):
    flux = np.asarray(flux)
    spec = np.asarray(spec)
    weights = np.asarray(weights)
    peaks = np.zeros(len(events))
    energy = np.zeros((spec.shape[0], len(events)))
    for k, (a, b) in enumerate(events):
        peaks[k] = flux[a:b].max()
    for b, (lo, hi) in enumerate(events):
        energy[:, b] = spec[:, lo:hi].sum(axis=1)
    for k, (a, b) in enumerate(events):
        peaks[k] = flux[a:b].max() * weights[k]
    for k, (a, b) in enumerate(events):
        peaks[k] = flux[a:a + 2].max()
"#;
    assert_eq!(
        loops(src),
        vec![(8, false), (10, false), (12, true), (14, true)]
    );
}

#[test]
fn a_global_used_as_an_array_in_a_function_has_the_modules_bindings() {
    // `T[c]` beside an element is array evidence in `f`; the values `T` is bound to are still
    // the module's (it used to look bound to nothing, every value vacuously anything).
    let src = "import numpy as np\nT = np.array([1.0, 2.0])\nN = 3\ndef f(x):\n    for c in range(2):\n        x[c] = x[c] - T[c]\n    return x\n";
    with_model(src, |model, _| {
        let f = scope_of(model, "f");
        assert_eq!(model.bindings_of(f, "T").len(), 1);
        assert_eq!(model.only_values(f, "T").map(|v| v.len()), Some(1));
        assert_eq!(model.binding_count(f, "T"), 1);
        assert_eq!(model.int_constant(f, "N"), Some(3));
        assert!(model.only_values(f, "undefined").is_none());
    });
}
