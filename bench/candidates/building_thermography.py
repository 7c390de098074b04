"""Building thermography: infrared frames of a facade, heat-loss hotspots, thermal bridges, U-value estimates."""
import numpy as np

N_FRAMES = 60
H, W = 120, 160
T_INSIDE = 20.0


def frames(rng):
    ir = np.zeros((N_FRAMES, H, W))
    t_out = np.zeros(N_FRAMES)
    for f in range(N_FRAMES):
        t_out[f] = 2.0 + 3.0 * np.sin(f / 10.0)
        base = t_out[f] + 1.5 + rng.normal(0, 0.2, (H, W))
        base[40:50, :] += 3.0
        base[:, 70:74] += 2.0
        ir[f] = base
    return ir, t_out


def temperature_index(ir, t_out):
    tau = np.zeros_like(ir)
    for f in range(N_FRAMES):
        tau[f] = (ir[f] - t_out[f]) / (T_INSIDE - t_out[f])
    return tau


def hotspots(tau, thresh=0.25):
    count = np.zeros(N_FRAMES, dtype=int)
    for f in range(N_FRAMES):
        for i in range(H):
            for j in range(W):
                if tau[f, i, j] > thresh:
                    count[f] += 1
    return count


def row_profile(ir):
    prof = np.zeros((N_FRAMES, H))
    for f in range(N_FRAMES):
        for i in range(H):
            prof[f, i] = np.median(ir[f, i, :])
    return prof


def bridge_columns(ir, k=3.0):
    cols = []
    mean_img = ir.mean(axis=0)
    col_mean = mean_img.mean(axis=0)
    mu, sd = col_mean.mean(), col_mean.std()
    for j in range(W):
        if col_mean[j] > mu + k * sd:
            cols.append(j)
    return cols


def u_value(ir, t_out, emissivity=0.93, h_conv=2.5):
    sigma = 5.67e-8
    u = np.zeros(N_FRAMES)
    for f in range(N_FRAMES):
        ts = ir[f].mean() + 273.15
        to = t_out[f] + 273.15
        q = emissivity * sigma * (ts ** 4 - to ** 4) + h_conv * (ts - to)
        u[f] = q / (T_INSIDE - t_out[f])
    return u


def smooth_frames(ir, r=2):
    n = len(ir)
    out = np.zeros((n, H - 2 * r, W - 2 * r))
    for f in range(n):
        for i in range(r, H - r):
            for j in range(r, W - r):
                out[f, i - r, j - r] = ir[f, i - r:i + r + 1, j - r:j + r + 1].mean()
    return out


def main():
    rng = np.random.default_rng(308)
    ir, t_out = frames(rng)
    tau = temperature_index(ir, t_out)
    hot = hotspots(tau)
    prof = row_profile(ir)
    cols = bridge_columns(ir)
    u = u_value(ir, t_out)
    sm = smooth_frames(ir[:4])
    print("tau", np.round(tau[0, 45, :4], 4))
    print("hot", hot[:10])
    print("prof", np.round(prof[0, 38:52], 4))
    print("cols", cols)
    print("u", np.round(u[:6], 4))
    print("smooth", np.round(sm[0, 38, :4], 4))


if __name__ == "__main__":
    main()
