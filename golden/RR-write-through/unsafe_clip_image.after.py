import numpy as np

_EXACT = True


def clip_negative(img):
    img = np.array(img, dtype=np.float64)
    flat = img.ravel()
    flat[flat < 0] = 0.0
    img[...] = flat.reshape(img.shape)
    return img


def mirror_fill(field):
    field = np.array(field, dtype=np.float64)
    upside = np.flipud(field)
    upside[0] = -1.0
    upside[1:, 0] += 2.0
    field[...] = np.flipud(upside)
    return field


def flip_axis(cube):
    cube = np.array(cube, dtype=np.float64)
    rev = np.flip(cube, axis=1)
    rev[:, 0] *= 3.0
    cube[...] = np.flip(rev, axis=1)
    return cube


def _inputs(rng):
    return [
        ("clip_negative", (rng.normal(size=(4, 6)),)),
        ("mirror_fill", (rng.normal(size=(5, 3)),)),
        ("flip_axis", (rng.normal(size=(2, 3, 4)),)),
    ]
