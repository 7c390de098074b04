import numpy as np

# Rigid-body poses of a tracked object: invert each 4x4 transform, score each frame, and keep the
# spectra of every sensor trace — the results collected into lists, as analysis code often does.


def inverse_poses(poses):
    poses = np.asarray(poses, dtype=np.float64)
    inverses = []
    inverses.extend(np.linalg.inv(poses))
    return inverses


def frame_scores(frames, n_frames):
    frames = np.asarray(frames, dtype=np.float64)
    scores = [0.0]
    scores.extend(np.linalg.det(frames[:n_frames]))
    return np.array(scores)


def trace_spectra(traces):
    traces = np.asarray(traces)
    spectra = []
    spectra.extend(np.fft.rfft(traces))
    magnitudes = np.abs(np.stack(spectra))
    amplitudes = []
    amplitudes.extend(
        np.linalg.norm(np.reshape(magnitudes, (len(magnitudes), -1)), axis=1)
    )
    return np.stack(spectra), amplitudes


def _inputs(rng):
    poses = rng.normal(size=(5, 4, 4)) + 4.0 * np.eye(4)
    frames = rng.normal(size=(7, 3, 3))
    return [
        ("inverse_poses", (poses,)),
        ("frame_scores", (frames, 6)),
        ("trace_spectra", (rng.normal(size=(4, 32)),)),
    ]
