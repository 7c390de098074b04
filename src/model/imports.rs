//! Import aliases: which local names stand for numpy (or cuPyNumeric), its submodules, functions
//! imported from it, random generators, and the other tracked libraries.

use rustc_hash::FxHashMap as HashMap;

use ruff_python_ast::{self as ast, Expr, Stmt};

/// Libraries the model tracks by their top-level module.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Library {
    Numpy,
    Cupy,
    Scipy,
    Mpi4py,
    Sklearn,
    Torch,
    Tensorflow,
    Jax,
    Networkx,
    Pandas,
    Matplotlib,
}

impl Library {
    pub fn of_module(module: &str) -> Option<Library> {
        let top = module.split('.').next().unwrap_or(module);
        Some(match top {
            "numpy" | "cupynumeric" => Library::Numpy,
            "cupy" | "cupyx" => Library::Cupy,
            "scipy" => Library::Scipy,
            "mpi4py" => Library::Mpi4py,
            "sklearn" => Library::Sklearn,
            "torch" => Library::Torch,
            "tensorflow" => Library::Tensorflow,
            "jax" | "jaxlib" => Library::Jax,
            "networkx" => Library::Networkx,
            "pandas" => Library::Pandas,
            "matplotlib" => Library::Matplotlib,
            _ => return None,
        })
    }
}

/// The qualified name of a random `Generator`/`RandomState` object; its methods are random draws.
pub const GENERATOR: &str = "numpy.random.Generator";

/// Local name → fully qualified dotted name (`np` → `numpy`, `zeros` → `numpy.zeros`,
/// `rng` → `numpy.random.Generator`). cuPyNumeric is canonicalised to `numpy` (same API).
#[derive(Debug, Default, Clone)]
pub struct Imports {
    aliases: HashMap<String, String>,
    /// Every tracked library imported anywhere in the file, with the range of each import statement.
    pub imported: Vec<(Library, String, ruff_text_size::TextRange)>,
}

impl Imports {
    pub fn bind(&mut self, local: &str, qualified: String) {
        self.aliases.insert(local.to_string(), qualified);
    }

    pub fn lookup(&self, local: &str) -> Option<&str> {
        self.aliases.get(local).map(String::as_str)
    }

    pub fn uses(&self, lib: Library) -> bool {
        self.imported.iter().any(|(l, _, _)| *l == lib)
    }

    /// Records an import statement's bindings (called for imports at any depth).
    pub fn record_import(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::Import(ast::StmtImport { names, range, .. }) => {
                for alias in names {
                    let module = alias.name.id.as_str();
                    let Some(lib) = Library::of_module(module) else {
                        continue;
                    };
                    self.imported.push((lib, module.to_string(), *range));
                    match &alias.asname {
                        Some(asname) => self.bind(asname.id.as_str(), canonical_module(module)),
                        None => {
                            let top = module.split('.').next().unwrap_or(module);
                            self.bind(top, canonical_module(top));
                        }
                    }
                }
            }
            Stmt::ImportFrom(ast::StmtImportFrom {
                module: Some(module),
                names,
                level: 0,
                range,
                ..
            }) => {
                let module = module.id.as_str();
                let Some(lib) = Library::of_module(module) else {
                    return;
                };
                self.imported.push((lib, module.to_string(), *range));
                let base = canonical_module(module);
                for alias in names {
                    let name = alias.name.id.as_str();
                    if name == "*" {
                        continue;
                    }
                    let local = alias.asname.as_ref().map_or(name, |a| a.id.as_str());
                    self.bind(local, format!("{base}.{name}"));
                }
            }
            _ => {}
        }
    }

    /// Records `rng = np.random.default_rng(...)` style bindings (also `self.rng = ...`).
    pub fn record_generator(&mut self, target: &Expr, value: &Expr) {
        let Expr::Call(call) = value else { return };
        let Some(func) = self.qualified_name(&call.func) else {
            return;
        };
        if !is_generator_constructor(&func) {
            return;
        }
        if let Some(key) = binding_key(target) {
            self.bind(&key, GENERATOR.to_string());
        }
    }

    /// `np.random.default_rng(0)`, or a name bound to a generator.
    pub fn is_generator_value(&self, value: &Expr) -> bool {
        match value {
            Expr::Call(call) => {
                // The last name first: most calls are not generator constructors.
                let last = match call.func.as_ref() {
                    Expr::Name(n) => n.id.as_str(),
                    Expr::Attribute(a) => a.attr.id.as_str(),
                    _ => return false,
                };
                matches!(last, "default_rng" | "RandomState" | "Generator" | "PCG64")
                    && self
                        .qualified_name(&call.func)
                        .is_some_and(|f| is_generator_constructor(&f))
            }
            Expr::Name(n) => self.lookup(n.id.as_str()) == Some(GENERATOR),
            _ => false,
        }
    }

    /// The dotted qualified name of a name or attribute chain whose root is a tracked alias.
    pub fn qualified_name(&self, expr: &Expr) -> Option<String> {
        let mut name = String::new();
        self.write_qualified_name(expr, &mut name).then_some(name)
    }

    /// Appends [`Self::qualified_name`] to `out` (one allocation for the whole chain).
    fn write_qualified_name(&self, expr: &Expr, out: &mut String) -> bool {
        match expr {
            Expr::Name(name) => self.lookup(name.id.as_str()).is_some_and(|q| {
                out.push_str(q);
                true
            }),
            Expr::Attribute(attr) => {
                if let Expr::Name(root) = attr.value.as_ref() {
                    if root.id.as_str() == "self" {
                        let key = format!("self.{}", attr.attr.id);
                        return self.lookup(&key).is_some_and(|q| {
                            out.push_str(q);
                            true
                        });
                    }
                }
                // `np.random.default_rng(seed).normal(...)`: a draw from a generator made on
                // the spot.
                if let Expr::Call(made) = attr.value.as_ref() {
                    let mut constructor = String::new();
                    if !self.write_qualified_name(&made.func, &mut constructor)
                        || !is_generator_constructor(&constructor)
                    {
                        return false;
                    }
                    out.push_str(GENERATOR);
                } else if !self.write_qualified_name(&attr.value, out) {
                    return false;
                }
                out.push('.');
                out.push_str(attr.attr.id.as_str());
                true
            }
            _ => false,
        }
    }

    /// The qualified name when it belongs to numpy (or cuPyNumeric), else `None`.
    pub fn numpy_name(&self, expr: &Expr) -> Option<String> {
        self.qualified_name(expr)
            .filter(|q| q == "numpy" || q.starts_with("numpy."))
    }
}

fn is_generator_constructor(qualified: &str) -> bool {
    matches!(
        qualified,
        "numpy.random.default_rng"
            | "numpy.random.RandomState"
            | "numpy.random.Generator"
            | "numpy.random.PCG64"
    )
}

fn canonical_module(module: &str) -> String {
    match module.strip_prefix("cupynumeric") {
        Some(rest) => format!("numpy{rest}"),
        None => module.to_string(),
    }
}

/// `rng` for a name target, `self.rng` for an attribute of `self`.
pub fn binding_key(target: &Expr) -> Option<String> {
    match target {
        Expr::Name(n) => Some(n.id.to_string()),
        Expr::Attribute(a) => match a.value.as_ref() {
            Expr::Name(root) if root.id.as_str() == "self" => Some(format!("self.{}", a.attr.id)),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ruff_python_parser::parse_module;

    fn imports_of(src: &str) -> Imports {
        let parsed = parse_module(src).unwrap();
        let mut imports = Imports::default();
        for stmt in &parsed.syntax().body {
            imports.record_import(stmt);
            if let Stmt::Assign(a) = stmt {
                imports.record_generator(&a.targets[0], &a.value);
            }
        }
        imports
    }

    fn qualify(imports: &Imports, expr: &str) -> Option<String> {
        let parsed = ruff_python_parser::parse_expression(expr).unwrap();
        imports.qualified_name(parsed.expr())
    }

    #[test]
    fn resolves_every_alias_form() {
        let im = imports_of(
            "import numpy as xp\nimport numpy.linalg as la\nfrom numpy import zeros, vstack\n\
             from numpy import random as npr\nimport cupynumeric as cn\nimport scipy.sparse as sp\n\
             rng = xp.random.default_rng(0)\n",
        );
        assert_eq!(qualify(&im, "xp.sum").as_deref(), Some("numpy.sum"));
        assert_eq!(
            qualify(&im, "la.norm").as_deref(),
            Some("numpy.linalg.norm")
        );
        assert_eq!(qualify(&im, "zeros").as_deref(), Some("numpy.zeros"));
        assert_eq!(
            qualify(&im, "npr.rand").as_deref(),
            Some("numpy.random.rand")
        );
        assert_eq!(qualify(&im, "cn.fft.fft").as_deref(), Some("numpy.fft.fft"));
        assert_eq!(
            qualify(&im, "sp.csr_matrix").as_deref(),
            Some("scipy.sparse.csr_matrix")
        );
        assert_eq!(
            qualify(&im, "rng.normal").as_deref(),
            Some("numpy.random.Generator.normal")
        );
        assert_eq!(qualify(&im, "math.sqrt"), None);
        assert!(im.uses(Library::Scipy));
        assert!(!im.uses(Library::Mpi4py));
    }

    #[test]
    fn plain_submodule_import_binds_the_top_package() {
        let im = imports_of("import numpy.linalg\n");
        assert_eq!(
            qualify(&im, "numpy.linalg.qr").as_deref(),
            Some("numpy.linalg.qr")
        );
    }
}
