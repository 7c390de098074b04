import numpy as np

_EXACT = True

N_DAYS = 120


def monthly_flow(flow):
    # Each month's mean per weir: a frame of days reduced along its first axis.
    months = N_DAYS // 30
    out = np.zeros((months, flow.shape[1]))
    for m in range(months):
        out[m] = flow[m * 30:(m + 1) * 30].mean(axis=0)
    return out


def key_correction(dev, gain=0.6, every=10):
    # The frame is named first, then reduced; the gain does not change per frame.
    corr = np.zeros((N_DAYS // every,) + dev.shape[1:])
    for k in range(N_DAYS // every):
        block = dev[k * every:(k + 1) * every]
        corr[k] = -gain * block.max(axis=0)
    return corr


def vessel_spread(released):
    # `ddof=1` stays with the standard deviation over the stack.
    sds = np.zeros((released.shape[0], released.shape[2]))
    for b in range(released.shape[0]):
        for t in range(released.shape[2]):
            sds[b, t] = released[b, :, t].std(ddof=1)
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
