import numpy as np

# Rigid-body poses of a tracked object: invert each 4x4 transform, score each frame, and keep the
# spectra of every sensor trace — the results collected into lists, as analysis code often does.


def inverse_poses(poses):
    poses = np.asarray(poses, dtype=np.float64)
    inverses = []
    for pose in poses:
        inverses.append(np.linalg.inv(pose))
    return inverses


def frame_scores(frames, n_frames):
    frames = np.asarray(frames, dtype=np.float64)
    scores = [0.0]
    for i in range(n_frames):
        scores.append(np.linalg.det(frames[i]))
    return np.array(scores)


def trace_spectra(traces):
    traces = np.asarray(traces)
    spectra = []
    for k in range(len(traces)):
        spectra.append(np.fft.rfft(traces[k]))
    magnitudes = np.abs(np.stack(spectra))
    amplitudes = []
    for spectrum in magnitudes:
        amplitudes.append(np.linalg.norm(spectrum))
    return np.stack(spectra), amplitudes


def _inputs(rng):
    poses = rng.normal(size=(5, 4, 4)) + 4.0 * np.eye(4)
    frames = rng.normal(size=(7, 3, 3))
    return [
        ("inverse_poses", (poses,)),
        ("frame_scores", (frames, 6)),
        ("trace_spectra", (rng.normal(size=(4, 32)),)),
    ]
