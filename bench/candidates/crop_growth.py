"""Daily crop biomass on a field grid, with water stress and a harvest index at maturity."""
import numpy as np

FIELDS = 500
DAYS = 150


def daily_weather(rng, days):
    tmax = 24 + 6 * np.sin(np.linspace(0, np.pi, days)) + rng.normal(0, 2, days)
    tmin = tmax - 10 + rng.normal(0, 1, days)
    rain = rng.gamma(0.4, 8.0, days)
    return tmax, tmin, rain


def grow(soil_capacity, tmax, tmin, rain, rue=1.4):
    water = soil_capacity * 0.6
    biomass = np.zeros_like(soil_capacity)
    gdd_total = 0.0
    for d in range(len(tmax)):
        gdd = max((tmax[d] + tmin[d]) / 2 - 8.0, 0.0)
        gdd_total += gdd
        water = np.minimum(water + rain[d], soil_capacity)
        stress = np.clip(water / (0.5 * soil_capacity), 0.0, 1.0)
        biomass = biomass + rue * gdd * stress * 0.01
        water = water - 3.5 * stress
        water = np.maximum(water, 0.0)
        if float(biomass.mean()) > 40.0:
            print("early maturity on day", d)
            break
    return biomass, gdd_total


def harvest(biomass):
    yields = []
    for b in biomass:
        yields.append(0.45 * b if b > 5.0 else 0.0)
    return np.array(yields)


if __name__ == "__main__":
    rng = np.random.default_rng(17)
    capacity = rng.uniform(80, 160, FIELDS)
    tmax, tmin, rain = daily_weather(rng, DAYS)
    biomass, gdd = grow(capacity, tmax, tmin, rain)
    y = harvest(biomass)
    print(f"gdd {gdd:.1f} mean yield {y.mean():.2f} best {max(y):.2f}")
