"""CTD cast processing: density, mixed-layer depth, interpolation to standard depths."""
import numpy as np


def density(temp, salt):
    # a linear equation of state
    rho0, alpha, beta = 1027.0, 2.0e-4, 7.6e-4
    return rho0 * (1 - alpha * (temp - 10.0) + beta * (salt - 35.0))


def make_casts(n_casts, depth, rng):
    temps = np.zeros((n_casts, depth.size))
    salts = np.zeros((n_casts, depth.size))
    for c in range(n_casts):
        mld = rng.uniform(20, 80)
        temps[c] = 18 - 10 / (1 + np.exp(-(depth - mld) / 8.0)) + rng.normal(0, 0.05, depth.size)
        salts[c] = 35 + 0.4 / (1 + np.exp(-(depth - mld) / 8.0)) + rng.normal(0, 0.01, depth.size)
    return temps, salts


def mixed_layer_depth(rho, depth, threshold=0.03):
    mld = np.zeros(rho.shape[0])
    for c in range(rho.shape[0]):
        ref = rho[c, np.argmin(np.abs(depth - 10.0))]
        for k in range(depth.size):
            if depth[k] > 10.0 and rho[c, k] - ref > threshold:
                mld[c] = depth[k]
                break
    return mld


def to_standard_depths(values, depth, standard):
    out = np.zeros((values.shape[0], standard.size))
    for c in range(values.shape[0]):
        out[c] = np.interp(standard, depth, values[c])
    return out


def stratification(rho, depth):
    n2 = np.zeros((rho.shape[0], rho.shape[1] - 1))
    g = 9.81
    for c in range(rho.shape[0]):
        for k in range(rho.shape[1] - 1):
            n2[c, k] = g / 1027.0 * (rho[c, k + 1] - rho[c, k]) / (depth[k + 1] - depth[k])
    return n2


if __name__ == "__main__":
    rng = np.random.default_rng(12)
    depth = np.arange(0.0, 200.0, 2.0)
    temps, salts = make_casts(10, depth, rng)
    rho = density(temps, salts)
    print("MLD", np.round(mixed_layer_depth(rho, depth), 1))
    std = np.array([0.0, 10, 20, 50, 100, 150])
    print("T at standard depths", np.round(to_standard_depths(temps, depth, std)[0], 3))
    n2 = stratification(rho, depth)
    print("max N2 %.3e" % n2.max())
