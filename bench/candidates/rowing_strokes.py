"""Rowing ergometer analysis: split the force trace into strokes, compute work and consistency."""
import numpy as np

FS = 100.0


def simulate(n_strokes, rng):
    parts = []
    for s in range(n_strokes):
        drive = int(rng.integers(70, 90))
        recovery = int(rng.integers(110, 140))
        peak = rng.normal(900, 60)
        curve = peak * np.sin(np.linspace(0, np.pi, drive)) ** 1.5
        parts.append(curve)
        parts.append(np.zeros(recovery))
    force = np.concatenate(parts)
    force += rng.normal(0, 5, force.size)
    return force


def handle_speed(force, mass=25.0, drag=0.9):
    v = np.zeros_like(force)
    for i in range(1, len(force)):
        a = (force[i] - drag * v[i - 1] * abs(v[i - 1]) * 40) / mass
        v[i] = max(v[i - 1] + a / FS, 0.0)
    return v


def stroke_bounds(force, threshold=50.0):
    above = force > threshold
    edges = np.diff(above.astype(int))
    starts = np.where(edges == 1)[0] + 1
    ends = np.where(edges == -1)[0] + 1
    if ends[0] < starts[0]:
        ends = ends[1:]
    m = min(len(starts), len(ends))
    return starts[:m], ends[:m]


def per_stroke(force, speed, starts, ends):
    work = np.zeros(len(starts))
    peak = np.zeros(len(starts))
    peak_pos = np.zeros(len(starts))
    for k in range(len(starts)):
        f = force[starts[k]:ends[k]]
        v = speed[starts[k]:ends[k]]
        work[k] = np.sum(f * v) / FS
        peak[k] = f.max()
        peak_pos[k] = np.argmax(f) / len(f)
    return work, peak, peak_pos


def consistency(curves, n_points=50):
    resampled = []
    for c in curves:
        x_old = np.linspace(0, 1, len(c))
        x_new = np.linspace(0, 1, n_points)
        resampled.append(np.interp(x_new, x_old, c))
    R = np.array(resampled)
    mean_curve = R.mean(axis=0)
    dev = np.sqrt(((R - mean_curve) ** 2).mean(axis=1))
    return mean_curve, dev


def main():
    rng = np.random.default_rng(11)
    force = simulate(60, rng)
    speed = handle_speed(force)
    starts, ends = stroke_bounds(force)
    work, peak, pos = per_stroke(force, speed, starts, ends)
    curves = [force[a:b] for a, b in zip(starts, ends)]
    mean_curve, dev = consistency(curves)
    rate = 60.0 * FS / np.diff(starts).mean()
    print("strokes", len(starts), "rate %.1f spm" % rate)
    print("work J mean %.1f sd %.1f" % (work.mean(), work.std()))
    print("peak N mean %.1f, peak position %.2f" % (peak.mean(), pos.mean()))
    print("curve deviation", np.round(np.percentile(dev, [10, 50, 90]), 1))
    print("mean curve", np.round(mean_curve[::10], 1))


if __name__ == "__main__":
    main()
