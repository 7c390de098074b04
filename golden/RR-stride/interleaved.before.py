import numpy as np

# Split an interleaved stereo stream, mix down, and write a decimated copy back in place.


def mixdown(stream):
    frames = np.asarray(stream, dtype=np.float64)
    mono = 0.5 * (frames[::2] + frames[1::2])
    frames[::2] = mono
    frames[1::2] -= mono
    return mono, frames


def _inputs(rng):
    return [("mixdown", (rng.normal(size=64),))]
