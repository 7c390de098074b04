import numpy as np


def report(samples, profiles):
    for name, text_vector in samples:
        scores = profiles @ text_vector
        print(name, "->", int(np.argmax(scores)), np.round(scores, 3))
    for name, text_vector in samples:
        best = float(np.max(profiles @ text_vector))
        print(f"{name}: {best:.3f}")
