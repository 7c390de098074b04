//! Every detector: positive cases at exact lines, and the SPEC §3 traps that concern it.

use crate::checker::check_text;

/// `(line, code)` of every finding, scales included.
fn found(src: &str) -> Vec<(usize, &'static str)> {
    check_text(src)
        .into_iter()
        .map(|f| (f.line, f.code))
        .collect()
}

/// Findings of one code.
fn lines_of(src: &str, code: &str) -> Vec<usize> {
    found(src)
        .into_iter()
        .filter(|(_, c)| *c == code)
        .map(|(l, _)| l)
        .collect()
}

const NP: &str = "import numpy as np\n";

fn src(body: &str) -> String {
    format!("{NP}{body}")
}

#[test]
fn r001_elementwise_statement() {
    let s = src("def f(a, b: np.ndarray):\n    a = np.zeros(3)\n    c = a * b + 1\n    d = np.sqrt(a)\n    return -a\n");
    assert_eq!(lines_of(&s, "R001"), vec![4, 5, 6]);
    // Python scalars are not vectorized code.
    assert!(lines_of(&src("x = 1.0\ny = x * 2\n"), "R001").is_empty());
}

#[test]
fn r002_reductions_but_not_std() {
    let s =
        src("a = np.ones(4)\nt = np.sum(a)\nm = a.max()\nn = np.linalg.norm(a)\nsd = np.std(a)\n");
    assert_eq!(lines_of(&s, "R002"), vec![3, 4, 5]);
}

#[test]
fn r003_matmul_forms() {
    let s = src("a = np.ones((2, 2))\nb = a @ a\nc = np.dot(a, a)\nd = np.einsum('ij,jk', a, a)\ne = a.dot(a)\n");
    assert_eq!(lines_of(&s, "R003"), vec![3, 4, 5, 6]);
}

#[test]
fn r004_three_argument_where_only() {
    let s = src("a = np.ones(4)\nb = np.where(a > 0, a, 0)\nc = np.where(a > 0)\nd = np.select([a > 0], [a])\n");
    assert_eq!(lines_of(&s, "R004"), vec![3, 5]);
}

#[test]
fn r005_stencil_one_code_per_statement() {
    let s = src("u = np.zeros((9, 9))\nv = np.zeros((9, 9))\nv[1:-1, 1:-1] = u[:-2, 1:-1] + u[2:, 1:-1]\nw = u[1:] + v[:-1]\n");
    assert_eq!(
        found(&s)
            .iter()
            .filter(|(l, _)| *l == 4)
            .collect::<Vec<_>>(),
        vec![&(4, "R005")]
    );
    assert!(lines_of(&s, "R005").iter().all(|&l| l == 4));
}

#[test]
fn r006_out_and_swap_in_loops() {
    let s = src("a = np.ones(4)\nb = np.ones(4)\nfor t in range(9):\n    np.add(a, 1, out=b)\n    a, b = b, a\nnp.add(a, 1, out=b)\n");
    assert_eq!(lines_of(&s, "R006"), vec![5, 6]);
}

#[test]
fn r007_mask_indexing() {
    let s = src("a = np.ones(4)\nm = a > 1\nb = a[m]\na[a < 0] = 0\nc = a[1:3]\n");
    assert_eq!(lines_of(&s, "R007"), vec![4, 5]);
}

#[test]
fn r101_reported_once_per_nest_at_innermost_first_statement() {
    let s = src("def f(a, out, n, m):\n    for i in range(n):\n        for j in range(m):\n            out[i, j] = a[i, j] * 2\n    for i in range(n):\n        x = i * 0.5\n        out[i, 0] = a[i, 0] + x\n");
    assert_eq!(lines_of(&s, "R101"), vec![5, 7]);
}

#[test]
fn r101_for_a_number_summing_ufuncs_of_neighbours() {
    // `total += np.abs(d)` with `d` computed from two elements: a number summed per pixel, not a
    // whole array updated; `stock -= 2 * demand[:, day]` into an array stays whole-array work.
    let s = src("def f(img, demand, days):\n    n, m = img.shape\n    out = np.zeros((n, m))\n    for y in range(1, n - 1):\n        for x in range(1, m - 1):\n            total = 0.0\n            for a in range(-1, 2):\n                d = img[y + a, x] - img[y, x]\n                total += np.abs(d)\n            out[y, x] = total\n    stock = np.zeros(5)\n    for day in range(days):\n        stock -= 2 * demand[:, day]\n    return out, stock\n");
    assert_eq!(lines_of(&s, "R101"), vec![7]);
}

#[test]
fn r101_product_comprehension_while_counter_running_sum() {
    let s = src("from itertools import product\ndef f(a, y, x, n):\n    for i, j in product(range(n), range(n)):\n        a[i, j] = a[i, j] + 1\n    v = [a[i] * 2 for i in range(n)]\n    k = 0\n    while k < n:\n        a[k] = a[k] * 3\n        k += 1\n    for i in range(1, n):\n        y[i] = y[i - 1] + x[i]\n");
    assert_eq!(lines_of(&s, "R101"), vec![5, 6, 9, 12]);
}

#[test]
fn r101_traps_slab_taps_and_time_loops() {
    let s = src("def f(img, w, x, taps, u, steps):\n    for c in range(3):\n        img[..., c] = img[..., c] * w[c]\n    for c in (0, 1, 2):\n        img[..., c] += 1.0 * img[..., c]\n    out = np.zeros_like(x)\n    for k in range(taps.shape[0]):\n        out += taps[k] * np.roll(x, k)\n    for t in range(steps):\n        u = u + 0.1 * np.roll(u, 1)\n    return out\n");
    assert!(lines_of(&s, "R101").is_empty(), "{:?}", found(&s));
}

#[test]
fn r101_not_for_one_label_per_iteration_but_for_masks_of_a_row() {
    let s = src("def centers(points, labels, k):\n    new = np.zeros((k, 2))\n    for j in range(k):\n        new[j] = points[labels == j].mean(axis=0)\n    return new\n\ndef near(dist, radius):\n    out = np.zeros(len(dist))\n    for i in range(len(dist)):\n        row = dist[i]\n        out[i] = row[row <= radius].sum()\n    return out\n");
    assert_eq!(lines_of(&s, "R101"), vec![11], "{:?}", found(&s));
}

#[test]
fn r101_not_for_a_list_a_helper_of_the_file_returns() {
    // `la` is the list `pyramid` builds: `out + la[k]` over it, counting down, is list work on
    // whole arrays, not a recurrence over elements. The same loop over an array parameter is.
    let s = src("N = 6\n\ndef pyramid(img):\n    levels = []\n    for _ in range(N):\n        levels.append(img)\n    return levels\n\ndef blend(a):\n    la = pyramid(a)\n    out = la[-1]\n    for k in range(N - 1, -1, -1):\n        out = out + la[k]\n    return out\n\ndef blend_rows(la: np.ndarray):\n    out = la[-1]\n    for k in range(N - 1, -1, -1):\n        out = out + la[k]\n    return out\n");
    assert_eq!(lines_of(&s, "R101"), vec![20], "{:?}", found(&s));
}

#[test]
fn r101_absorbs_element_accesses() {
    let s = src("def f(a: np.ndarray, n, t):\n    s = 0.0\n    for i in range(n):\n        if a[i] > t:\n            s += float(a[i])\n    return s\n");
    assert_eq!(
        found(&s)
            .into_iter()
            .filter(|(_, c)| c.starts_with("R1"))
            .collect::<Vec<_>>(),
        vec![(5, "R101")]
    );
}

#[test]
fn r102_vectorize_names_call_sites() {
    let s = src(
        "f = np.vectorize(lambda x: x if x > 0 else 0.0)\na = np.ones(3)\nb = f(a)\nc = f(b)\n",
    );
    let findings = check_text(&s);
    let r102: Vec<_> = findings.iter().filter(|f| f.code == "R102").collect();
    assert_eq!(r102.len(), 1);
    assert_eq!(r102[0].line, 2);
    assert!(r102[0].message.contains("line 4, 5"), "{}", r102[0].message);
}

#[test]
fn r103_iterating_arrays_not_ranges_or_lists() {
    let s = src("a = np.ones((3, 3))\nfor row in a:\n    pass\nfor i, v in enumerate(a):\n    pass\nfor x in np.nditer(a):\n    pass\nfor i in range(len(a)):\n    pass\nfor v in [1, 2]:\n    pass\n");
    assert_eq!(lines_of(&s, "R103"), vec![3, 5, 7]);
}

#[test]
fn r103_not_for_the_methods_of_a_class_with_a_dtype_attribute() {
    // A sparse-matrix-like class reads `self.dtype`; its `self.keys()` is a dict view, not an array.
    // No ndarray has `.keys()`: `x.keys()` is a mapping's view even where `x.dtype` is read.
    let s = src(r#"class Dok:
    def sub(self, shape):
        out = self._make(shape, dtype=self.dtype)
        for key in self.keys():
            out._dict[key] = self._dict[key]
        return out
def g(x):
    t = x.dtype
    for v in x.keys():
        print(v)
"#);
    assert!(lines_of(&s, "R103").is_empty());
}

#[test]
fn r103_not_for_a_literal_parameter_sweep_that_drives_a_computation_or_is_printed() {
    let s = src(r#"TEMPS = np.linspace(1.5, 3.5, 9)
def run(t, grid):
    return np.exp(-grid / t).mean()
grid = np.ones((512, 512))
for t in TEMPS:
    print(t, run(t, grid))
for alpha in np.logspace(-3, 3, 7):
    fit = np.linalg.solve(grid + alpha * np.eye(512), grid[0])
for t in TEMPS:
    print(t)
for x in np.linspace(0, 1, 1000):
    grid += x
for v in np.arange(10):
    grid[v] = run(v, grid)
"#);
    assert_eq!(
        lines_of(&s, "R103"),
        vec![12, 14],
        "one of 1,000 values and values used as indexes stay; a few values printed are output"
    );
}

#[test]
fn r103_not_for_a_split_into_blocks_whose_elements_are_arrays() {
    let s = src("e = np.ones(100)\ntotals = []\nfor block in np.array_split(e, 4):\n    totals.append(float(block.sum()))\nfor b in np.split(e, 2):\n    for v in b:\n        pass\nlo, hi = np.hsplit(e, 2)\nfor v in lo:\n    pass\n");
    assert_eq!(
        found(&s),
        vec![(5, "R104"), (5, "R002"), (7, "R103"), (10, "R103")]
    );
}

#[test]
fn r104_hot_materialization_and_its_traps() {
    let s = src("def f(u, n):\n    u = np.ones(n)\n    for step in range(n):\n        e = np.max(u)\n        x = float(e)\n        y = u.sum().item()\n        print(f'{e:.3f}')\n        if step % 10 == 0:\n            print(float(e))\n    z = float(np.max(u))\n    return len(u)\n");
    assert_eq!(lines_of(&s, "R104"), vec![6, 7, 8]);
}

#[test]
fn r105_tests_on_device_values_hot_only() {
    let s = src("def f(u, tol, n):\n    u = np.ones(n)\n    for i in range(n):\n        e = np.max(u)\n        if e < tol:\n            break\n        if i % 5 == 0 and e < tol:\n            break\n        y = 1 if np.any(u) else 0\n    if np.max(u) < tol:\n        pass\n    while np.linalg.norm(u) > tol:\n        u = u / 2\n    x = 0.5\n    for i in range(n):\n        if x > tol:\n            pass\n");
    assert_eq!(lines_of(&s, "R105"), vec![6, 10, 13]);
    let recipes: Vec<_> = check_text(&s)
        .into_iter()
        .filter(|f| f.code == "R105")
        .map(|f| f.recipe)
        .collect();
    assert_eq!(
        recipes,
        vec![Some("RR-sync"), Some("RR-sync"), Some("RR-converge")]
    );
}

#[test]
fn r106_steps_on_arrays_not_lists() {
    let s = src("a = np.arange(10)\nb = a[::2]\nc = a[::-1]\na[1::4] = 0\nd = a[::1]\nl = [1, 2, 3]\ne = l[::2]\n");
    assert_eq!(lines_of(&s, "R106"), vec![3, 4, 5]);
}

#[test]
fn r107_object_dtype_forms() {
    let s = src("a = np.empty(3, dtype=object)\nb = np.zeros(3, dtype='O')\nc = np.array([1], dtype=np.object_)\nd = a.astype(object)\ne = np.zeros(3, dtype=float)\n");
    assert_eq!(lines_of(&s, "R107"), vec![2, 3, 4, 5]);
}

#[test]
fn r108_mpi_only_with_arrays_and_not_in_strings() {
    let with_arrays = src(
        "from mpi4py import MPI\ncomm = MPI.COMM_WORLD\nx = comm.allreduce(np.sum(np.ones(3)))\n",
    );
    assert_eq!(lines_of(&with_arrays, "R108"), vec![2]);
    assert!(lines_of("from mpi4py import MPI\n", "R108").is_empty());
    assert!(lines_of(&src("'''uses mpi4py'''\n# import mpi4py\n"), "R108").is_empty());
}

#[test]
fn r109_explicit_order() {
    let s = src("a = np.zeros((2, 2), order='F')\nb = a.reshape(4, order='C')\nc = np.asarray(a, order='F')\nd = np.sort(a)\n");
    assert_eq!(lines_of(&s, "R109"), vec![2, 3, 4]);
}

#[test]
fn r110_builtins_over_arrays_not_ints_or_len() {
    let s = src("a = np.ones(3)\nt = sum(a)\nm = max(a)\nk = max(3, 4)\nn = len(a)\nz = list(zip(a, a))\nfor x, y in zip(a, a):\n    pass\n");
    assert_eq!(lines_of(&s, "R110"), vec![3, 4, 7]);
    assert_eq!(lines_of(&s, "R103"), vec![8]);
}

#[test]
fn r111_cupy_in_numpy_loops_only() {
    let s = src("import cupy as cp\ndef f(x, n):\n    y = cp.asarray(x)\n    for t in range(n):\n        g = cp.asarray(x)\n        x = np.sqrt(x) + cp.asnumpy(g)\n    return y\n");
    assert_eq!(lines_of(&s, "R111"), vec![6]);
}

#[test]
fn r201_invariant_allocations_in_loops() {
    let s = src("def f(u: np.ndarray, n, steps):\n    rng = np.random.default_rng()\n    buf = np.zeros(n)\n    for t in range(steps):\n        tmp = np.zeros(n)\n        c = u.copy()\n        r = rng.normal(size=n)\n        g = np.arange(t)\n        h = np.asarray(u)\n        m = t + 1\n        k = np.zeros(m)\n");
    assert_eq!(lines_of(&s, "R201"), vec![6, 7, 8]);
}

#[test]
fn r201_not_for_allocations_whose_dtype_changes_in_the_loop() {
    // `for dt in types: x = np.array(v, dtype=dt)`: every iteration allocates another dtype; a
    // changing `full` value is still one buffer (refilled).
    let s = src("def f(v, n, types):\n    for dt in types:\n        a = np.array(v, dtype=dt)\n        b = np.ones(n, dt)\n        c = np.zeros(n, dtype=np.float32)\n        d = np.full(n, dt)\n    return a, b, c, d\n");
    assert_eq!(lines_of(&s, "R201"), vec![6, 7]);
}

#[test]
fn r201_draws_shaped_by_an_invariant_array_parameter() {
    // `rng.poisson(mean_demand)` draws an array shaped like `mean_demand` every iteration; a draw
    // from a scalar (`rng.poisson(3.0)`, `rng.random()`) or from a value of the loop is not R201.
    let s = src("def f(mean_demand: np.ndarray, days):\n    rng = np.random.default_rng()\n    lam = 3.0\n    for day in range(days):\n        demand = rng.poisson(mean_demand)\n        one = rng.poisson(lam)\n        u = rng.random()\n        noisy = rng.normal(demand, 1.0)\n        z = np.random.poisson(mean_demand)\n    return demand, one, u, noisy, z\n");
    assert_eq!(lines_of(&s, "R201"), vec![6, 10]);
}

#[test]
fn r202_rebind_not_augmented() {
    let s = src("def f(n):\n    x = np.ones(n)\n    y = np.ones(n)\n    for t in range(n):\n        x = x + y\n        x += y\n        x = np.add(x, y)\n        s = 0.0\n        s = s + 1.0\n");
    assert_eq!(lines_of(&s, "R202"), vec![6, 8]);
}

#[test]
fn r203_growing_arrays() {
    let s = src("def f(rows):\n    out = np.empty((0, 3))\n    for r in rows:\n        out = np.vstack([out, r])\n        other = np.concatenate([r, r])\n");
    assert_eq!(lines_of(&s, "R203"), vec![5]);
}

#[test]
fn r204_nonzero_index_uses() {
    let s = src("a = np.ones(5)\nidx = np.nonzero(a > 1)\na[idx] = 0\ni = np.where(a > 2)[0]\nb = a[i]\nc = a[np.nonzero(a)]\nd = np.where(a > 0, a, 0)\ne = a[d > 0]\n");
    assert_eq!(lines_of(&s, "R204"), vec![4, 6, 7]);
}

#[test]
fn r204_positions_slices_and_derived_indices_are_not_mask_candidates() {
    let s = src("h = np.ones(9)\nt = np.flatnonzero(h > 1)[0]\nm = h[:t]\ns = np.nonzero(h)[0]\nk = h[-s.size:]\ns = s[: s.size // 2]\nv = h[s]\nr, c = np.nonzero(np.eye(3) > 0)\nw = np.eye(3)[r, c]\nfirst = h[np.flatnonzero(h)[0]]\nq = h[np.flatnonzero(h)]\n");
    assert_eq!(lines_of(&s, "R204"), vec![8, 10, 12]);
}

#[test]
fn r205_writes_through_views_not_reads() {
    let s = src("def f(m, a):\n    np.flip(a)[0] = 1\n    r = a.reshape(-1)\n    r[2] = 0\n    d = np.diag(m)\n    x = d.sum()\n    np.diag(m)[0] = 5\n    v = np.arange(4)\n    D = np.diag(v)\n    D[0, 0] = 1\n    a.flatten()[0] = 3\n");
    assert_eq!(lines_of(&s, "R205"), vec![3, 5, 8]);
}

// Flattening a transpose or a stepped slice copies in NumPy too: the write is lost in both, so it
// is not a view write (and writing it back would change what NumPy computes).
#[test]
fn r205_flattening_a_strided_array_is_a_copy_in_numpy_too() {
    let s = src("def f(m):\n    t = m.T\n    a = t.ravel()\n    a[0] = 1\n    b = np.ravel(m[:, ::2])\n    b[0] = 1\n    c = m.swapaxes(0, 1).reshape(-1)\n    c[0] = 1\n    d = m.ravel()\n    d[0] = 1\n    e = m.T.reshape(4, 3)\n    e[0] = 1\n");
    assert_eq!(lines_of(&s, "R205"), vec![11, 13]);
}

#[test]
fn r206_reshape_invariant_in_loop() {
    let s = src("def f(u, n, m, steps):\n    u = np.ones(n * m)\n    for t in range(steps):\n        g = u.reshape(n, m)\n        h = np.reshape(u, (n, m))\n        k = u.reshape(t, -1)\n");
    assert_eq!(lines_of(&s, "R206"), vec![5, 6]);
}

#[test]
fn r301_scipy_boundary_or_hot() {
    let boundary = src("import scipy.linalg as sl\nx = sl.inv(np.ones((2, 2)))\n");
    let hot = src("from scipy import ndimage\ndef f(u):\n    for t in range(3):\n        u = ndimage.gaussian_filter(u, 1)\n");
    let recipe = |s: &str| {
        check_text(s)
            .into_iter()
            .find(|f| f.code == "R301")
            .map(|f| (f.line, f.recipe))
    };
    assert_eq!(recipe(&boundary), Some((2, None)));
    assert_eq!(recipe(&hot), Some((2, Some("RR-host-fallback"))));
}

#[test]
fn r301_only_the_import_called_in_a_loop_is_hot() {
    let s = src("import scipy.sparse as sp\nfrom scipy.linalg import solve\nfrom scipy._lib.doccer import docformat\nimport scipy\ndef f(a, b):\n    m = sp.csr_matrix(a)\n    for t in range(3):\n        b = solve(a, b)\n    return m, b\n");
    let recipes: Vec<_> = check_text(&s)
        .into_iter()
        .filter(|f| f.code == "R301")
        .map(|f| (f.line, f.recipe))
        .collect();
    assert_eq!(
        recipes,
        vec![
            (2, None),
            (3, Some("RR-host-fallback")),
            (4, None),
            (5, None),
        ]
    );
}

#[test]
fn r302_to_r305_info_calls() {
    let s = src("a = np.ones((4, 4))\nq, r = np.linalg.qr(a)\nf = np.fft.fft(a)\nrng = np.random.default_rng(0)\nx = np.linalg.solve(a, a)\nc = np.linalg.cholesky(a)\n");
    assert_eq!(lines_of(&s, "R302"), vec![3]);
    assert_eq!(lines_of(&s, "R303"), vec![4]);
    assert_eq!(lines_of(&s, "R304"), vec![5]);
    assert_eq!(lines_of(&s, "R305"), vec![6, 7]);
}

#[test]
fn r303_not_for_fft_frequency_and_shift_helpers() {
    let s = src("k = np.fft.fftfreq(64, d=0.1)\nq = np.fft.rfftfreq(64)\nz = np.fft.fftshift(k)\nf = np.fft.rfft(k)\n");
    assert_eq!(lines_of(&s, "R303"), vec![5]);
}

#[test]
fn out_of_manifest_apis_and_aliases() {
    let s = "import numpy as xp\nfrom numpy import zeros\nX, Y = xp.mgrid[0:4, 0:4]\ndef f(n):\n    a = zeros(n)\n    for i in range(n):\n        a[i] = a[i] + 1\n";
    assert_eq!(
        found(s)
            .into_iter()
            .filter(|(_, c)| !c.starts_with("R00"))
            .collect::<Vec<_>>(),
        vec![(7, "R101")]
    );
}

#[test]
fn suppression_comments() {
    let s = src("a = np.arange(4)\nb = a[::2]  # cpn: ignore\nc = a[::2]  # cpn: ignore[R104]\nd = a[::2]  # cpn: ignore[R106]\ne = '# cpn: ignore'; f = a[::2]\n");
    assert_eq!(lines_of(&s, "R106"), vec![4, 6]);
}

#[test]
fn positions_are_one_based_characters_with_exclusive_end() {
    let s = src("a = np.arange(4)\nb = 'é'; c = a[::2]\n");
    let f = check_text(&s)
        .into_iter()
        .find(|f| f.code == "R106")
        .unwrap();
    assert_eq!((f.line, f.column, f.end_line, f.end_column), (3, 14, 3, 20));
    assert_eq!(f.function, None);
}

#[test]
fn comprehension_over_a_numpy_call_is_r103_and_owns_its_element_tests() {
    let s = src("def f(c, n):\n    a = [np.sqrt(x) if x > 0 else None for x in np.diag(c)]\n    b = [f'{x:.2f}' for x in np.random.uniform(0, 1, n)]\n");
    let codes: Vec<_> = found(&s)
        .into_iter()
        .filter(|(_, c)| c.starts_with("R1"))
        .collect();
    assert_eq!(codes, vec![(3, "R103"), (4, "R103")]);
}

#[test]
fn list_repetition_and_object_writes_are_not_array_evidence() {
    let s = src("import copy\ndef f(size, nn, toks):\n    slobj = [np.newaxis] * len(size)\n    for k in range(len(size)):\n        slobj[k] = slice(None)\n        nn[k] = nn[k][tuple(slobj)]\n    for i in range(len(toks)):\n        toks[i] = copy.copy(toks[i])\n    return ''.join([str(t) for t in toks])\n");
    assert!(lines_of(&s, "R110").is_empty(), "{:?}", found(&s));
    assert!(lines_of(&s, "R103").is_empty(), "{:?}", found(&s));
}

#[test]
fn r106_on_parameters_but_not_on_shape_like_names() {
    let s = src("def f(signal, shape, s):\n    a = signal[::4]\n    b = shape[::-1]\n    c = s[::-1]\n    return a, b, c\n");
    assert_eq!(lines_of(&s, "R106"), vec![3]);
}

#[test]
fn r101_not_for_batch_generators_but_for_progress_bars() {
    let s = src("from tqdm import tqdm\ndef f(X, y, est, cv, n, out):\n    for train, test in cv.split(X):\n        est.fit(X[train] * 2, y[train])\n    for i in tqdm(range(n)):\n        out[i] = X[i] * 2\n");
    assert_eq!(lines_of(&s, "R101"), vec![7]);
}

#[test]
fn builtin_over_an_array_comparison_wins_over_the_branch() {
    let s = src("def f(p, poles, r, n):\n    p = np.asarray(p)\n    for i in range(3):\n        if sum(p == poles) > r:\n            pass\n");
    assert_eq!(
        found(&s)
            .into_iter()
            .filter(|(_, c)| c.starts_with("R1"))
            .collect::<Vec<_>>(),
        vec![(5, "R110")]
    );
}

#[test]
fn reduction_methods_are_array_evidence_so_iteration_is_r103() {
    let s = src("def hist(values, bins):\n    counts = np.zeros(bins, dtype=int)\n    lo, hi = values.min(), values.max()\n    for v in values:\n        k = int((v - lo) / (hi - lo) * (bins - 1))\n        counts[k] += 1\n    return counts\n");
    let blocks: Vec<_> = found(&s)
        .into_iter()
        .filter(|(_, c)| c.starts_with("R1"))
        .collect();
    assert_eq!(blocks, vec![(5, "R103")]);
}

#[test]
fn r105_not_for_identity_tests_and_r104_not_in_assert_messages() {
    let s = src("def f(n):\n    for i in range(n):\n        y = np.ones(3) * i\n        if y is None or y is not None:\n            break\n        assert y.sum() > 0, \"bad %s\" % (y,)\n        assert y.all(), f\"bad {y}\"\n");
    assert_eq!(lines_of(&s, "R105"), vec![7, 8]);
    assert!(lines_of(&s, "R104").is_empty(), "{:?}", found(&s));
}

#[test]
fn arrays_flow_through_functions_of_the_same_file() {
    // `levels` is what `loudness` returns; `plane` is an array every caller passes (large: a
    // plane under Gate 2's floor would be element data).
    let s = src("def loudness(x):\n    return np.abs(x) * 2\n\ndef peaks(levels, limit):\n    out = []\n    for i in range(1, len(levels) - 1):\n        if levels[i] > limit and levels[i] >= levels[i - 1]:\n            out.append(i)\n    return out\n\ndef fill(feq, plane, w):\n    for k in range(9):\n        feq[k] = w[k] * plane\n    return feq\n\nx = np.ones(100)\np = peaks(loudness(x), 0.5)\nq = fill(np.empty((9, 400, 400)), np.ones((400, 400)), np.ones(9))\n");
    assert_eq!(lines_of(&s, "R101"), vec![8]);
    // A function that tests the type of its argument is written for several kinds.
    let t = src("def count(v):\n    if isinstance(v, str):\n        return len(v)\n    n = 0\n    for c in v:\n        n += 1\n    return n\n\ncount(np.ones(3))\n");
    assert!(lines_of(&t, "R103").is_empty(), "{:?}", found(&t));
}

#[test]
fn r104_two_argument_max_min_compare_device_values() {
    let s = src("def f(u, n, tol):\n    u = np.asarray(u)\n    dt = 1.0\n    for i in range(n):\n        a = np.abs(u).max()\n        dt = min(0.01, 0.05 / max(a, 1e-9))\n        k = max(i, 3)\n        if max(a, tol) < 1.0:\n            break\n    peak = u[0]\n    for i in range(len(u)):\n        peak = max(peak, u[i])\n    return dt, k, peak\n");
    assert_eq!(lines_of(&s, "R104"), vec![7]);
    assert_eq!(lines_of(&s, "R105"), vec![9]);
}

#[test]
fn r201_not_for_a_copy_of_an_array_bound_only_in_the_loop() {
    // `x_free` is that iteration's own gather (its shape changes); `u` exists before the loop.
    let s = src("def f(x, u, bound):\n    x = np.asarray(x)\n    u = np.asarray(u)\n    while True:\n        free = np.nonzero(bound == 0)[0]\n        x_free = x[free]\n        x_old = x_free.copy()\n        work = np.zeros_like(x_free)\n        u_prev = u.copy()\n        u = u_prev * 0.5\n        if x_old.sum() > 1:\n            break\n    return work, u\n");
    assert_eq!(lines_of(&s, "R201"), vec![10]);
}

#[test]
fn r203_not_for_a_name_bound_afresh_earlier_in_the_iteration() {
    let s = src("def f(B, p, n):\n    out = np.zeros(0)\n    for k in range(n):\n        theta = np.linalg.solve(B, p)\n        theta = np.concatenate([[0.0], theta])\n        out = np.concatenate([out, theta])\n    return out\n");
    assert_eq!(lines_of(&s, "R203"), vec![7]);
}

#[test]
fn r101_indices_derived_in_a_tuple_assignment() {
    // `ci, cj = i + 4, j + 4`: each name is paired with its own value, both index the window.
    let s = src("P = 3\ndef f(img, padded):\n    out = np.zeros_like(img)\n    for i in range(img.shape[0]):\n        for j in range(img.shape[1]):\n            ci, cj = i + 4, j + 4\n            ref = padded[ci - P:ci + P + 1, cj - P:cj + P + 1]\n            out[i, j] = np.sum(ref)\n    return out\n");
    assert_eq!(lines_of(&s, "R101"), vec![7]);
}

#[test]
fn r101_for_a_merge_of_two_pointers_and_not_for_field_loops() {
    // Both pointers step by one in branches; the test on their elements is part of the R101.
    let s = src("def merge(positions, cumulative):\n    n = positions.shape[0]\n    idx = np.zeros(n, dtype=np.int64)\n    i, j = 0, 0\n    while i < n:\n        if positions[i] < cumulative[j]:\n            idx[i] = j\n            i += 1\n        else:\n            j += 1\n    return idx\n");
    assert_eq!(lines_of(&s, "R101"), vec![7]);
    assert!(lines_of(&s, "R105").is_empty(), "{:?}", found(&s));
    // A structured array's fields are whole columns.
    let t = src("def merge_masks(a, b):\n    a = np.asarray(a)\n    for name in a.dtype.names:\n        af, bf = a[name], b[name]\n        af |= bf\n");
    assert!(lines_of(&t, "R101").is_empty(), "{:?}", found(&t));
}

#[test]
fn r103_not_for_kernel_taps_zipped_from_a_helper_s_small_arange() {
    // `offs, w = weights(RADIUS)` returns `np.arange(-radius, radius + 1)` (9 taps) and its
    // weights: each iteration shifts the whole stack. A zip with a long array stays.
    let s = src(r#"RADIUS = 4
def weights(radius):
    offs = np.arange(-radius, radius + 1)
    w = np.exp(-offs ** 2 / 8.0)
    return offs, w / w.sum()
def blur(stack, signal: np.ndarray):
    offs, w = weights(RADIUS)
    out = np.zeros_like(stack)
    for o, wk in zip(offs, w):
        out += wk * np.roll(stack, o, axis=2)
    for o, s in zip(offs, signal):
        out += s * np.roll(stack, o, axis=1)
    for s in zip(signal, signal):
        out += np.roll(stack, 1)
    return out
"#);
    assert_eq!(lines_of(&s, "R103"), vec![14], "{:?}", found(&s));
}
