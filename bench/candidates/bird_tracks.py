"""GPS tags on migrating birds: step lengths, headings, stopovers and daily distance per bird."""
import numpy as np

R_EARTH = 6371.0


def tracks(n_birds, n_fixes, rng):
    lat = np.zeros((n_birds, n_fixes))
    lon = np.zeros((n_birds, n_fixes))
    for b in range(n_birds):
        lat[b, 0] = rng.uniform(50, 60)
        lon[b, 0] = rng.uniform(-5, 10)
        for t in range(1, n_fixes):
            lat[b, t] = lat[b, t - 1] - abs(rng.normal(0.05, 0.04))
            lon[b, t] = lon[b, t - 1] + rng.normal(0.0, 0.03)
    return lat, lon


def step_lengths(lat, lon):
    d = np.zeros((lat.shape[0], lat.shape[1] - 1))
    for b in range(lat.shape[0]):
        for t in range(lat.shape[1] - 1):
            p1, p2 = np.radians(lat[b, t]), np.radians(lat[b, t + 1])
            dl = np.radians(lon[b, t + 1] - lon[b, t])
            a = np.sin((p2 - p1) / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dl / 2) ** 2
            d[b, t] = 2 * R_EARTH * np.arcsin(np.sqrt(a))
    return d


def headings(lat, lon):
    h = np.zeros((lat.shape[0], lat.shape[1] - 1))
    for b in range(lat.shape[0]):
        for t in range(lat.shape[1] - 1):
            dy = lat[b, t + 1] - lat[b, t]
            dx = (lon[b, t + 1] - lon[b, t]) * np.cos(np.radians(lat[b, t]))
            h[b, t] = np.degrees(np.arctan2(dx, dy)) % 360
    return h


def stopovers(steps, slow=1.0):
    n_stop = np.zeros(steps.shape[0], dtype=int)
    for b in range(steps.shape[0]):
        for t in range(steps.shape[1]):
            if steps[b, t] < slow:
                n_stop[b] += 1
    return n_stop


def daily_distance(steps, per_day=24):
    days = steps.shape[1] // per_day
    out = np.zeros((steps.shape[0], days))
    for b in range(steps.shape[0]):
        for d in range(days):
            out[b, d] = steps[b, d * per_day:(d + 1) * per_day].sum()
    return out


def straightness(lat, lon, steps):
    s = np.zeros(lat.shape[0])
    for b in range(lat.shape[0]):
        net = np.hypot(lat[b, -1] - lat[b, 0], (lon[b, -1] - lon[b, 0]) * np.cos(np.radians(lat[b, 0])))
        s[b] = net * 111.0 / steps[b].sum()
    return s


if __name__ == "__main__":
    rng = np.random.default_rng(84)
    la, lo = tracks(25, 24 * 10 + 1, rng)
    st = step_lengths(la, lo)
    hd = headings(la, lo)
    so = stopovers(st)
    dd = daily_distance(st)
    sr = straightness(la, lo, st)
    print(f"steps={st.sum():.4f} head={hd.mean():.5f} stop={so.sum()} daily={dd.mean():.5f} straight={sr.mean():.6f}")
