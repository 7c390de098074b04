//! Navigating statements: the chain of statements down to an offset, and the blocks of a
//! compound statement.

use ruff_python_ast::{statement_visitor::StatementVisitor, ModModule, Stmt};
use ruff_text_size::{Ranged, TextSize};

/// The chain of statements from the module down to the innermost statement containing `offset`.
pub fn statement_path(module: &ModModule, offset: TextSize) -> Vec<&Stmt> {
    statement_path_in(&module.body, offset)
}

/// `statement_path` within a block of statements.
pub fn statement_path_in(body: &[Stmt], offset: TextSize) -> Vec<&Stmt> {
    struct Finder<'a> {
        offset: TextSize,
        path: Vec<&'a Stmt>,
    }
    impl<'a> StatementVisitor<'a> for Finder<'a> {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            if stmt.range().contains_inclusive(self.offset) && stmt.start() <= self.offset {
                self.path.push(stmt);
                ruff_python_ast::statement_visitor::walk_stmt(self, stmt);
            }
        }
        fn visit_body(&mut self, body: &'a [Stmt]) {
            for stmt in body {
                if stmt.range().contains(self.offset) || stmt.start() == self.offset {
                    self.visit_stmt(stmt);
                    return;
                }
            }
        }
    }
    let mut finder = Finder {
        offset,
        path: Vec::new(),
    };
    finder.visit_body(body);
    finder.path
}

/// The statement blocks directly inside a compound statement (bodies, branches, handlers).
pub fn child_blocks(parent: &Stmt) -> Vec<&[Stmt]> {
    match parent {
        Stmt::FunctionDef(f) => vec![&f.body],
        Stmt::ClassDef(c) => vec![&c.body],
        Stmt::For(f) => vec![&f.body, &f.orelse],
        Stmt::While(w) => vec![&w.body, &w.orelse],
        Stmt::If(i) => std::iter::once(&i.body[..])
            .chain(i.elif_else_clauses.iter().map(|c| &c.body[..]))
            .collect(),
        Stmt::With(w) => vec![&w.body],
        Stmt::Try(t) => {
            let mut blocks: Vec<&[Stmt]> = vec![&t.body, &t.orelse, &t.finalbody];
            blocks.extend(t.handlers.iter().map(|h| match h {
                ruff_python_ast::ExceptHandler::ExceptHandler(h) => &h.body[..],
            }));
            blocks
        }
        _ => Vec::new(),
    }
}

/// The block (module body, function body, branch...) that holds `stmt`, found along its `path`
/// from the module.
pub fn block_holding<'a>(
    module: &'a ModModule,
    path: &[&'a Stmt],
    stmt: &Stmt,
) -> Option<&'a [Stmt]> {
    let position = path.iter().position(|s| std::ptr::eq(*s, stmt))?;
    let blocks: Vec<&'a [Stmt]> = match position.checked_sub(1).map(|p| path[p]) {
        None => vec![&module.body],
        Some(parent) => child_blocks(parent),
    };
    blocks
        .into_iter()
        .find(|b| b.iter().any(|s| std::ptr::eq(s, stmt)))
}

/// Every statement of a block, nested blocks included (nested functions and classes not).
pub fn all_statements(body: &[Stmt]) -> Vec<&Stmt> {
    struct All<'a> {
        out: Vec<&'a Stmt>,
    }
    impl<'a> ruff_python_ast::statement_visitor::StatementVisitor<'a> for All<'a> {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            self.out.push(stmt);
            if !matches!(stmt, Stmt::FunctionDef(_) | Stmt::ClassDef(_)) {
                ruff_python_ast::statement_visitor::walk_stmt(self, stmt);
            }
        }
    }
    let mut all = All { out: Vec::new() };
    ruff_python_ast::statement_visitor::StatementVisitor::visit_body(&mut all, body);
    all.out
}
