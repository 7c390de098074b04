//! What the model knows about NumPy names: which calls build arrays, which reduce, which draw
//! random numbers, which take an array as their first operand.

/// Constructors whose first argument is a shape (so `n` in `np.zeros(n)` is not an array).
pub const SHAPE_CONSTRUCTORS: &[&str] =
    &["zeros", "ones", "empty", "full", "eye", "identity", "tri"];

/// Constructors and converters that always return an array.
pub const ARRAY_BUILDERS: &[&str] = &[
    "zeros",
    "ones",
    "empty",
    "full",
    "zeros_like",
    "ones_like",
    "empty_like",
    "full_like",
    "array",
    "asarray",
    "asanyarray",
    "ascontiguousarray",
    "asfortranarray",
    "copy",
    "arange",
    "linspace",
    "logspace",
    "geomspace",
    "eye",
    "identity",
    "tri",
    "tril",
    "triu",
    "diag",
    "diagflat",
    "fromfunction",
    "frombuffer",
    "fromiter",
    "tile",
    "repeat",
    "concatenate",
    "concat",
    "stack",
    "vstack",
    "hstack",
    "dstack",
    "column_stack",
    "append",
    "roll",
    "flip",
    "fliplr",
    "flipud",
    "reshape",
    "ravel",
    "transpose",
    "swapaxes",
    "moveaxis",
    "squeeze",
    "expand_dims",
    "broadcast_to",
    "outer",
    "kron",
    "cumsum",
    "cumprod",
    "diff",
    "gradient",
    "convolve",
    "correlate",
    "clip",
    "sort",
    "argsort",
    "unique",
    "pad",
    "meshgrid",
    "indices",
    "take",
    "interp",
    "matmul",
    "einsum",
    "tensordot",
    "cross",
    "vander",
    "histogram",
    "bincount",
    "searchsorted",
    "nan_to_num",
    "rot90",
    "hanning",
    "hamming",
    "blackman",
    "bartlett",
    "kaiser",
    "atleast_1d",
    "atleast_2d",
    "atleast_3d",
    "digitize",
    "ediff1d",
    "flatnonzero",
    "argwhere",
    "resize",
    "delete",
    "insert",
    "select",
    "choose",
    "piecewise",
    "polyval",
    "unwrap",
    "cumulative_sum",
    "cumulative_prod",
    "nancumsum",
    "nancumprod",
];

/// Reductions: without an axis they return a 0-d value (deferred on cuPyNumeric).
pub const REDUCTIONS: &[&str] = &[
    "sum",
    "mean",
    "max",
    "min",
    "prod",
    "var",
    "std",
    "amax",
    "amin",
    "nansum",
    "nanmean",
    "nanmax",
    "nanmin",
    "nanprod",
    "nanvar",
    "nanstd",
    "median",
    "nanmedian",
    "average",
    "ptp",
    "any",
    "all",
    "count_nonzero",
    "argmax",
    "argmin",
    "trace",
    "vdot",
    "allclose",
    "array_equal",
    "isclose_all",
    "norm",
    "det",
    "linalg.norm",
    "linalg.det",
    "percentile",
    "quantile",
];

/// The reductions that R002 reports as scaling well (`std` is an API gap in cuPyNumeric 26.6).
pub const SCALING_REDUCTIONS: &[&str] =
    &["sum", "mean", "max", "min", "prod", "var", "amax", "amin"];

/// Functions that return plain Python/type information, never an array.
pub const NON_ARRAY_RESULTS: &[&str] = &[
    "ndim",
    "shape",
    "size",
    "isscalar",
    "iscomplexobj",
    "isrealobj",
    "result_type",
    "finfo",
    "iinfo",
    "dtype",
    "issubdtype",
    "can_cast",
    "promote_types",
    "set_printoptions",
    "seterr",
    "errstate",
    "printoptions",
    "save",
    "savez",
    "savetxt",
    "get_printoptions",
    "broadcast_shapes",
];

/// Functions that return a Python list of arrays: not an array themselves, but their elements are.
pub const ARRAY_LISTS: &[&str] = &["split", "array_split", "hsplit", "vsplit", "dsplit"];

/// Array-taking functions whose first positional argument is an array operand (not ufuncs, which
/// accept Python scalars too).
pub const ARRAY_OPERAND_FUNCTIONS: &[&str] = &[
    "sum",
    "mean",
    "max",
    "min",
    "prod",
    "var",
    "std",
    "amax",
    "amin",
    "median",
    "average",
    "ptp",
    "argmax",
    "argmin",
    "cumsum",
    "cumprod",
    "diff",
    "gradient",
    "reshape",
    "ravel",
    "transpose",
    "swapaxes",
    "moveaxis",
    "squeeze",
    "expand_dims",
    "roll",
    "flip",
    "fliplr",
    "flipud",
    "sort",
    "argsort",
    "nonzero",
    "argwhere",
    "flatnonzero",
    "count_nonzero",
    "zeros_like",
    "ones_like",
    "empty_like",
    "full_like",
    "copy",
    "dot",
    "matmul",
    "tensordot",
    "einsum_path",
    "trace",
    "diagonal",
    "take",
    "put",
    "putmask",
    "pad",
    "tile",
    "repeat",
    "unique",
    "concatenate",
    "broadcast_to",
    "nansum",
    "nanmean",
    "nanmax",
    "nanmin",
    "percentile",
    "quantile",
    "clip",
    "rot90",
];

/// Methods of an array that return another array (or a view).
pub const ARRAY_METHODS: &[&str] = &[
    "copy",
    "reshape",
    "astype",
    "ravel",
    "flatten",
    "transpose",
    "conj",
    "conjugate",
    "clip",
    "round",
    "cumsum",
    "cumprod",
    "squeeze",
    "swapaxes",
    "view",
    "take",
    "repeat",
    "dot",
    "diagonal",
    "nonzero",
    "argsort",
    "compress",
    "real",
    "imag",
    "T",
    "flat",
];

/// Methods that materialize an array on the host.
pub const HOST_METHODS: &[&str] = &["item", "tolist", "tobytes", "tostring", "__array__"];

/// Methods of a mapping that no ndarray has: on a value taken for an array (`(ds >= 0.5).values()`
/// of an xarray Dataset, `results.keys()`), the receiver is some other object and the result a view
/// of its keys or values.
pub const MAPPING_METHODS: &[&str] = &["keys", "values", "items"];

/// Draw functions of `numpy.random` / `Generator` and the 0-based position of their size argument.
const DRAWS: &[(&str, usize)] = &[
    ("rand", 0),
    ("randn", 0),
    ("random", 0),
    ("random_sample", 0),
    ("ranf", 0),
    ("sample", 0),
    ("standard_normal", 0),
    ("standard_exponential", 0),
    ("standard_cauchy", 0),
    ("uniform", 2),
    ("normal", 2),
    ("lognormal", 2),
    ("gamma", 2),
    ("beta", 2),
    ("binomial", 2),
    ("laplace", 2),
    ("logistic", 2),
    ("gumbel", 2),
    ("randint", 2),
    ("integers", 2),
    ("poisson", 1),
    ("exponential", 1),
    ("choice", 1),
    ("standard_t", 1),
    ("chisquare", 1),
    ("geometric", 1),
    ("rayleigh", 1),
    ("weibull", 1),
    ("pareto", 1),
    ("standard_gamma", 1),
    ("multivariate_normal", 2),
    ("permutation", 0),
    ("dirichlet", 1),
    ("multinomial", 2),
];

/// The position of the size argument when `name` is a random draw.
pub fn draw_size_position(name: &str) -> Option<usize> {
    DRAWS.iter().find(|(n, _)| *n == name).map(|(_, p)| *p)
}

pub fn contains(list: &[&str], name: &str) -> bool {
    list.contains(&name)
}

/// `numpy.linalg.norm` → `linalg.norm`; `numpy.sum` → `sum`; non-numpy names → `None`.
pub fn numpy_member(qualified: &str) -> Option<&str> {
    qualified.strip_prefix("numpy.")
}

/// The last dotted component.
pub fn leaf(qualified: &str) -> &str {
    qualified.rsplit('.').next().unwrap_or(qualified)
}

/// How many inputs a ufunc takes before its positional outputs (`np.add(a, b, out)`,
/// `np.sqrt(a, out)`): 2 for the binary ones, else 1.
pub fn ufunc_inputs(member: &str) -> usize {
    let binary = matches!(
        member,
        "add"
            | "subtract"
            | "multiply"
            | "divide"
            | "true_divide"
            | "floor_divide"
            | "power"
            | "float_power"
            | "mod"
            | "fmod"
            | "remainder"
            | "divmod"
            | "maximum"
            | "minimum"
            | "fmax"
            | "fmin"
            | "arctan2"
            | "hypot"
            | "logaddexp"
            | "logaddexp2"
            | "copysign"
            | "nextafter"
            | "ldexp"
            | "heaviside"
            | "gcd"
            | "lcm"
            | "greater"
            | "greater_equal"
            | "less"
            | "less_equal"
            | "equal"
            | "not_equal"
            | "logical_and"
            | "logical_or"
            | "logical_xor"
            | "bitwise_and"
            | "bitwise_or"
            | "bitwise_xor"
            | "left_shift"
            | "right_shift"
    );
    if binary {
        2
    } else {
        1
    }
}

/// NumPy elementwise functions (ufuncs and their common aliases).
pub fn is_ufunc(member: &str) -> bool {
    matches!(
        member,
        "add"
            | "subtract"
            | "multiply"
            | "divide"
            | "true_divide"
            | "floor_divide"
            | "power"
            | "mod"
            | "remainder"
            | "negative"
            | "abs"
            | "absolute"
            | "fabs"
            | "sqrt"
            | "square"
            | "cbrt"
            | "exp"
            | "exp2"
            | "expm1"
            | "log"
            | "log2"
            | "log10"
            | "log1p"
            | "sin"
            | "cos"
            | "tan"
            | "arcsin"
            | "arccos"
            | "arctan"
            | "arctan2"
            | "sinh"
            | "cosh"
            | "tanh"
            | "arcsinh"
            | "arccosh"
            | "arctanh"
            | "hypot"
            | "maximum"
            | "minimum"
            | "fmax"
            | "fmin"
            | "sign"
            | "floor"
            | "ceil"
            | "trunc"
            | "rint"
            | "round"
            | "around"
            | "clip"
            | "reciprocal"
            | "logical_and"
            | "logical_or"
            | "logical_not"
            | "logical_xor"
            | "isnan"
            | "isinf"
            | "isfinite"
            | "greater"
            | "less"
            | "equal"
            | "not_equal"
            | "greater_equal"
            | "less_equal"
            | "conj"
            | "conjugate"
            | "real"
            | "imag"
            | "angle"
            | "deg2rad"
            | "rad2deg"
            | "radians"
            | "degrees"
            | "fmod"
            | "float_power"
            | "logaddexp"
            | "logaddexp2"
            | "signbit"
            | "positive"
            | "bitwise_xor"
            | "heaviside"
            | "copysign"
            | "nan_to_num"
            | "sinc"
            | "bitwise_and"
            | "bitwise_or"
            | "invert"
    )
}
