//! Recursion over arbitrarily deep syntax trees without overflowing the stack.

use std::cell::Cell;

thread_local! {
    static DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// Nesting levels between two checks of the remaining stack: a tree walker's frame is well under
/// 1 KiB, so this many levels fit easily in the red zone below.
const LEVELS_PER_CHECK: u32 = 16;
const RED_ZONE: usize = 256 * 1024;
const NEW_SEGMENT: usize = 4 * 1024 * 1024;

/// Runs `f` (one level of a recursive walk), on a fresh stack segment when the current one runs
/// low. Checking the stack costs a call into `psm` and was ~3% of `check`'s time when done at
/// every node, so it is done at every `LEVELS_PER_CHECK`-th level of nesting.
pub fn deeper<R>(f: impl FnOnce() -> R) -> R {
    let depth = DEPTH.with(|d| {
        let next = d.get() + 1;
        d.set(next);
        next
    });
    let result = if depth.is_multiple_of(LEVELS_PER_CHECK) {
        stacker::maybe_grow(RED_ZONE, NEW_SEGMENT, f)
    } else {
        f()
    };
    DEPTH.with(|d| d.set(d.get() - 1));
    result
}

thread_local! {
    static RECOVERING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, catching a panic that the caller knows how to recover from (a parser failing on
/// invalid input): the panic hook stays quiet about it.
pub fn recovering<T>(f: impl FnOnce() -> T) -> std::thread::Result<T> {
    RECOVERING.with(|r| r.set(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    RECOVERING.with(|r| r.set(false));
    result
}

/// Whether the current thread is inside [`recovering`] (for the panic hook).
pub fn is_recovering() -> bool {
    RECOVERING.with(std::cell::Cell::get)
}
