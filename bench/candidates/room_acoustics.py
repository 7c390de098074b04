"""Room impulse response from image sources and the reverberation time it implies."""
import numpy as np

FS = 16000
LENGTH = FS


def image_sources(room, src, order):
    pts = []
    for i in range(-order, order + 1):
        for j in range(-order, order + 1):
            x = i * room[0] + (src[0] if i % 2 == 0 else room[0] - src[0])
            y = j * room[1] + (src[1] if j % 2 == 0 else room[1] - src[1])
            pts.append((x, y, abs(i) + abs(j)))
    return np.array(pts)


def impulse(pts, mic, beta, c=343.0):
    h = np.zeros(LENGTH)
    for x, y, bounces in pts:
        d = np.hypot(x - mic[0], y - mic[1])
        k = int(round(d / c * FS))
        if k < LENGTH:
            h[k] += beta**bounces / max(d, 0.1)
    return h


def rt60(h):
    energy = np.cumsum(h[::-1] ** 2)[::-1]
    edc = 10 * np.log10(energy / energy[0] + 1e-12)
    below = np.where(edc < -60.0)[0]
    return below[0] / FS if below.size else np.nan


if __name__ == "__main__":
    pts = image_sources((6.0, 4.5), (1.5, 2.0), 12)
    h = impulse(pts, (4.0, 3.0), 0.85)
    print("RT60", rt60(h))
