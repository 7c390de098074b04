"""Hail detection from a stack of radar reflectivity scans (dBZ) on a polar grid."""
import numpy as np

N_SCANS, N_AZ, N_RANGE = 24, 90, 120
GATE_KM = 0.5


def make_scans(rng):
    scans = rng.normal(18.0, 6.0, size=(N_SCANS, N_AZ, N_RANGE))
    for s in range(N_SCANS):
        az0 = 20 + s
        scans[s, az0:az0 + 8, 40:55] += 35.0
    return scans


def dbz_to_z(dbz):
    return 10.0 ** (dbz / 10.0)


def hail_kinetic_energy(scans):
    n_scans = scans.shape[0]
    hke = np.zeros((n_scans, N_AZ, N_RANGE))
    for s in range(n_scans):
        for a in range(N_AZ):
            for r in range(N_RANGE):
                dbz = scans[s, a, r]
                if dbz < 40.0:
                    w = 0.0
                elif dbz > 50.0:
                    w = 1.0
                else:
                    w = (dbz - 40.0) / 10.0
                hke[s, a, r] = 5.0e-6 * 10.0 ** (0.084 * dbz) * w
    return hke


def range_profile(scans):
    profile = np.zeros((scans.shape[0], N_RANGE))
    for s in range(scans.shape[0]):
        for r in range(N_RANGE):
            profile[s, r] = scans[s, :, r].max()
    return profile


def core_areas(scans, threshold=45.0):
    areas = []
    for s in range(scans.shape[0]):
        mask = scans[s] > threshold
        cells = 0
        for a in range(N_AZ):
            for r in range(N_RANGE):
                if mask[a, r]:
                    cells += 1
        areas.append(cells * GATE_KM * GATE_KM)
    return np.array(areas)


def smooth_in_range(field, width=5):
    out = np.empty_like(field)
    half = width // 2
    for a in range(field.shape[0]):
        for r in range(field.shape[1]):
            lo = max(0, r - half)
            hi = min(field.shape[1], r + half + 1)
            out[a, r] = field[a, lo:hi].mean()
    return out


def main():
    rng = np.random.default_rng(11)
    scans = make_scans(rng)
    hke = hail_kinetic_energy(scans)
    prof = range_profile(scans)
    areas = core_areas(scans)
    smooth = smooth_in_range(scans[-1])
    z = dbz_to_z(scans)
    print("total HKE", round(float(hke.sum()), 6))
    print("max profile", np.round(prof.max(axis=1)[:5], 3))
    print("areas", areas[:6])
    print("smooth", round(float(smooth.mean()), 6))
    print("mean Z", round(float(z.mean()), 3))


if __name__ == "__main__":
    main()
