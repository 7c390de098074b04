"""Rooftop PV fleet: plane-of-array irradiance, cell temperature, inverter clipping, daily yield."""
import numpy as np

HOURS = 24 * 365


def solar_elevation(day, hour, lat_deg):
    decl = 23.45 * np.sin(np.radians(360.0 * (284 + day) / 365.0))
    hour_angle = 15.0 * (hour - 12.0)
    lat = np.radians(lat_deg)
    d = np.radians(decl)
    h = np.radians(hour_angle)
    s = np.sin(lat) * np.sin(d) + np.cos(lat) * np.cos(d) * np.cos(h)
    return np.degrees(np.arcsin(s))


def clear_sky(elev):
    ghi = np.zeros(len(elev))
    for t in range(len(elev)):
        if elev[t] > 0:
            ghi[t] = 1098.0 * np.sin(np.radians(elev[t])) * np.exp(-0.057 / np.sin(np.radians(elev[t])))
    return ghi


def cell_temperature(ghi, ambient, noct=45.0):
    temps = np.empty_like(ghi)
    for t in range(len(ghi)):
        temps[t] = ambient[t] + (noct - 20.0) / 800.0 * ghi[t]
    return temps


def dc_power(ghi, temps, kwp, gamma=-0.004):
    p = np.zeros((len(kwp), len(ghi)))
    for s in range(len(kwp)):
        for t in range(len(ghi)):
            p[s, t] = kwp[s] * ghi[t] / 1000.0 * (1 + gamma * (temps[t] - 25.0))
    return p


def clip_inverters(p, ac_limit):
    out = p.copy()
    for s in range(p.shape[0]):
        for t in range(p.shape[1]):
            if out[s, t] > ac_limit[s]:
                out[s, t] = ac_limit[s]
    return out


def daily_energy(p):
    n_days = p.shape[1] // 24
    e = np.zeros((p.shape[0], n_days))
    for s in range(p.shape[0]):
        for d in range(n_days):
            e[s, d] = p[s, d * 24:(d + 1) * 24].sum()
    return e


def clipping_loss(p, clipped):
    losses = []
    for s in range(p.shape[0]):
        losses.append(float(np.sum(p[s] - clipped[s])))
    return np.array(losses)


if __name__ == "__main__":
    rng = np.random.default_rng(7)
    day = np.repeat(np.arange(365), 24)
    hour = np.tile(np.arange(24), 365) + 0.5
    elev = solar_elevation(day, hour, 47.0)
    cloud = np.clip(rng.normal(0.75, 0.2, HOURS), 0.1, 1.0)
    ghi = clear_sky(elev) * cloud
    ambient = 10 + 12 * np.sin(2 * np.pi * (day - 100) / 365) + 5 * np.sin(2 * np.pi * (hour - 9) / 24)
    temps = cell_temperature(ghi, ambient)
    kwp = rng.uniform(3.0, 9.0, 40)
    p = dc_power(ghi, temps, kwp)
    clipped = clip_inverters(p, 0.8 * kwp)
    e = daily_energy(clipped)
    print("fleet kWh %.1f" % e.sum())
    print("best day per site", np.argmax(e, axis=1)[:8])
    print("clipping loss %.2f" % clipping_loss(p, clipped).sum())
