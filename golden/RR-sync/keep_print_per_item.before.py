import numpy as np


def report(samples, profiles):
    for name, text_vector in samples:
        scores = profiles @ text_vector
        print(name, "->", int(np.argmax(scores)), np.round(scores, 3))
    for name, text_vector in samples:
        best = float(np.max(profiles @ text_vector))
        print(f"{name}: {best:.3f}")



def capability(x, lsl, usl):
    return min(usl - np.mean(x), np.mean(x) - lsl) / (3 * np.std(x))


def report_by_position(sensors):
    # The positions of the items: each line is that sensor's report.
    for k in range(sensors.shape[0]):
        x = sensors[k]
        cpk = capability(x, 46.0, 54.0)
        print(f"sensor {k}: cpk {cpk:.3f}")
    for k in range(1, len(sensors)):
        x = sensors[k] - sensors[k - 1]
        cpk = capability(x, -1.0, 1.0)
        print(k, cpk)
