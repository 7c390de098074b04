"""VoIP call quality: packet jitter (RFC 3550 estimator), loss bursts, and MOS per call."""
import numpy as np


def packets(n_calls, n_packets, rng):
    send = np.arange(n_packets) * 0.02
    delay = 0.04 + rng.gamma(2.0, 0.004, (n_calls, n_packets))
    lost = rng.random((n_calls, n_packets)) < rng.uniform(0.001, 0.03, n_calls)[:, None]
    return send, send[None, :] + delay, lost


def jitter(send, recv):
    n_calls, n = recv.shape
    j = np.zeros(n_calls)
    for c in range(n_calls):
        est = 0.0
        for i in range(1, n):
            d = (recv[c, i] - recv[c, i - 1]) - (send[i] - send[i - 1])
            est += (abs(d) - est) / 16
        j[c] = est
    return j


def loss_bursts(lost):
    longest = np.zeros(lost.shape[0], dtype=int)
    for c in range(lost.shape[0]):
        run = 0
        for flag in lost[c]:
            run = run + 1 if flag else 0
            longest[c] = max(longest[c], run)
    return longest


def mos(delay_ms, loss_pct):
    r = 93.2 - 0.024 * delay_ms - 0.11 * np.maximum(delay_ms - 177.3, 0) - 30 * np.log(1 + 15 * loss_pct / 100)
    r = np.clip(r, 0, 100)
    return 1 + 0.035 * r + 7e-6 * r * (r - 60) * (100 - r)


def main():
    rng = np.random.default_rng(41)
    send, recv, lost = packets(60, 1500, rng)
    j = jitter(send, recv)
    bursts = loss_bursts(lost)
    delay_ms = 1000 * (recv - send[None, :]).mean(axis=1)
    loss_pct = 100 * lost.mean(axis=1)
    score = mos(delay_ms, loss_pct)
    print("jitter ms median %.3f" % (1000 * np.median(j)))
    print("longest loss burst", bursts.max())
    print("MOS min %.2f mean %.2f" % (score.min(), score.mean()))


if __name__ == "__main__":
    main()
