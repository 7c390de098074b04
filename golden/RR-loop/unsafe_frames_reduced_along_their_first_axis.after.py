import numpy as np

_EXACT = True

N_DAYS = 120


def monthly_flow(flow):
    # Each month's mean per weir: a frame of days reduced along its first axis.
    months = N_DAYS // 30
    out = np.zeros((months, flow.shape[1]))
    out[:months] = flow[:months * 30].reshape((months, 30) + flow.shape[1:]).mean(
        axis=1
    )
    return out


def key_correction(dev, gain=0.6, every=10):
    # The frame is named first, then reduced; the gain does not change per frame.
    corr = np.zeros((N_DAYS // every,) + dev.shape[1:])
    corr[:N_DAYS // every] = (
        -gain * dev[:N_DAYS // every * every].reshape((N_DAYS // every, every) + dev.shape[1:]).max(
            axis=1
        )
    )
    return corr


def vessel_spread(released):
    # `ddof=1` stays with the standard deviation over the stack.
    sds = np.zeros((released.shape[0], released.shape[2]))
    sds[:released.shape[0], :released.shape[2]] = (
        released[:released.shape[0], :, :released.shape[2]].std(axis=1, ddof=1)
    )
    return sds


def _inputs(rng):
    return [("monthly_flow", (rng.random((N_DAYS, 3)),)),
            ("key_correction", (rng.normal(size=(N_DAYS, 2, 4)),)),
            ("vessel_spread", (rng.random((3, 6, 5)),))]


_DEMO = (
    monthly_flow(np.ones((N_DAYS, 3))),
    key_correction(np.ones((N_DAYS, 2, 4))),
    vessel_spread(np.ones((3, 6, 5))),
)
