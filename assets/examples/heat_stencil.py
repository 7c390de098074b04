"""2-D heat equation solved with Jacobi iterations until the update falls below a tolerance."""
import numpy as np

NX = 4096
NY = 4096
TOL = 1e-6
MAX_ITER = 10_000


def initial_field(nx, ny):
    u = np.zeros((ny, nx))
    u[0, :] = 100.0  # hot top edge
    u[:, 0] = 50.0
    return u


def jacobi(u, tol=TOL, max_iter=MAX_ITER):
    work = u.copy()
    err = tol + 1.0
    it = 0
    while err > tol and it < max_iter:
        work[1:-1, 1:-1] = 0.25 * (
            u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:]
        )
        err = float(np.max(np.abs(work - u)))
        u, work = work, u
        it += 1
        if it % 100 == 0:
            print(f"iteration {it}: max update {err:.3e}")
    return u, it


def edge_flux(u, dx):
    flux = 0.0
    for j in range(u.shape[1]):
        flux += (u[1, j] - u[0, j]) / dx
    return flux


if __name__ == "__main__":
    field, iterations = jacobi(initial_field(NX, NY))
    print("converged after", iterations, "iterations; mean", field.mean())
