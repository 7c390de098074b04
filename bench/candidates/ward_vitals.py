"""Hospital ward: early-warning scores from vital signs, smoothed trends and deterioration alerts."""
import numpy as np


def news_score(rr, spo2, temp, sbp, hr):
    score = np.zeros(len(rr), dtype=int)
    for i in range(len(rr)):
        s = 0
        if rr[i] <= 8 or rr[i] >= 25:
            s += 3
        elif rr[i] >= 21:
            s += 2
        if spo2[i] <= 91:
            s += 3
        elif spo2[i] <= 93:
            s += 2
        if temp[i] <= 35.0:
            s += 3
        elif temp[i] >= 39.1:
            s += 2
        if sbp[i] <= 90:
            s += 3
        if hr[i] >= 131:
            s += 3
        elif hr[i] >= 111:
            s += 2
        score[i] = s
    return score


def smoothed_trend(values, alpha):
    trend = np.zeros(len(values))
    trend[0] = values[0]
    for t in range(1, len(values)):
        trend[t] = alpha * values[t] + (1 - alpha) * trend[t - 1]
    return trend


def deterioration(scores, slack, limit):
    acc = np.zeros(len(scores))
    alerts = []
    for t in range(1, len(scores)):
        acc[t] = max(0.0, acc[t - 1] + scores[t] - slack)
        if acc[t] > limit:
            alerts.append(t)
    return acc, alerts


def shift_means(values, per_shift):
    n = len(values) // per_shift
    means = np.zeros(n)
    for k in range(n):
        means[k] = values[k * per_shift:(k + 1) * per_shift].mean()
    return means


def main():
    rng = np.random.default_rng(23)
    n = 288
    drift = np.linspace(0, 1, n)
    rr = rng.normal(16 + 6 * drift, 2)
    spo2 = rng.normal(97 - 5 * drift, 1.2)
    temp = rng.normal(36.8 + 1.5 * drift, 0.3)
    sbp = rng.normal(120 - 25 * drift, 8)
    hr = rng.normal(80 + 35 * drift, 6)
    score = news_score(rr, spo2, temp, sbp, hr)
    trend = smoothed_trend(score.astype(float), 0.2)
    acc, alerts = deterioration(score.astype(float), 2.0, 15.0)
    print("score", score[:12].tolist(), int(score.sum()))
    print("trend", np.round(trend[-4:], 3))
    print("alerts", len(alerts), alerts[:3])
    print("shift", np.round(shift_means(hr, 48), 2))


if __name__ == "__main__":
    main()
