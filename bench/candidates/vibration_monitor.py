"""Machine vibration monitoring: RMS and kurtosis per window, spectral peaks, alarm states."""
import numpy as np


def simulate(n_sensors, n_samples, fs, rng):
    t = np.arange(n_samples) / fs
    x = np.zeros((n_sensors, n_samples))
    for s in range(n_sensors):
        x[s] = 0.5 * np.sin(2 * np.pi * (50 + 5 * s) * t) + rng.normal(0, 0.2, n_samples)
    # a bearing fault on sensor 2 in the second half: impulses every 0.01 s
    hits = np.arange(n_samples // 2, n_samples, int(fs * 0.01))
    x[2, hits] += 3.0
    return x


def window_features(x, width):
    n_win = x.shape[1] // width
    rms = np.zeros((x.shape[0], n_win))
    kurt = np.zeros((x.shape[0], n_win))
    for s in range(x.shape[0]):
        for w in range(n_win):
            seg = x[s, w * width:(w + 1) * width]
            m = seg.mean()
            sd = seg.std()
            rms[s, w] = np.sqrt(np.mean(seg ** 2))
            kurt[s, w] = np.mean((seg - m) ** 4) / sd ** 4
    return rms, kurt


def spectral_peak(x, fs):
    freqs = np.fft.rfftfreq(x.shape[1], 1.0 / fs)
    peaks = []
    for s in range(x.shape[0]):
        spec = np.abs(np.fft.rfft(x[s]))
        spec[0] = 0.0
        peaks.append(freqs[np.argmax(spec)])
    return np.array(peaks)


def alarm_states(kurt, warn, alarm):
    states = np.zeros(kurt.shape, dtype=int)
    for s in range(kurt.shape[0]):
        for w in range(kurt.shape[1]):
            if kurt[s, w] > alarm:
                states[s, w] = 2
            elif kurt[s, w] > warn:
                states[s, w] = 1
    return states


def first_alarm(states):
    result = []
    for s in range(states.shape[0]):
        hit = -1
        for w in range(states.shape[1]):
            if states[s, w] == 2:
                hit = w
                break
        result.append(hit)
    return result


if __name__ == "__main__":
    rng = np.random.default_rng(4)
    fs = 2000.0
    x = simulate(4, 40000, fs, rng)
    rms, kurt = window_features(x, 1000)
    print("rms", np.round(rms.mean(axis=1), 4))
    print("peak freqs", spectral_peak(x, fs))
    states = alarm_states(kurt, 4.0, 8.0)
    print("alarm windows", (states == 2).sum(axis=1))
    print("first alarm", first_alarm(states))
