"""Earth dam monitoring: piezometer heads, seepage flow, gradients between sensors, alarm levels."""
import numpy as np

N_DAYS = 3650
N_PIEZO = 14
N_WEIRS = 3
ALARM = np.linspace(12.0, 4.0, N_PIEZO)
CHAINAGE = np.linspace(0.0, 130.0, N_PIEZO)


def readings(rng):
    reservoir = 30.0 + 5.0 * np.sin(2 * np.pi * np.arange(N_DAYS) / 365.0) + rng.normal(0, 0.3, N_DAYS)
    head = np.zeros((N_DAYS, N_PIEZO))
    for d in range(N_DAYS):
        for p in range(N_PIEZO):
            lag = max(d - 3 * p, 0)
            head[d, p] = reservoir[lag] * (1.0 - CHAINAGE[p] / 160.0) * 0.35 + rng.normal(0, 0.1)
    flow = np.zeros((N_DAYS, N_WEIRS))
    for d in range(N_DAYS):
        flow[d] = 0.02 * reservoir[d] ** 1.5 * np.array([1.0, 0.6, 0.3]) + rng.normal(0, 0.2, N_WEIRS)
    return reservoir, head, flow


def gradients(head):
    grad = np.zeros((N_DAYS, N_PIEZO - 1))
    for d in range(N_DAYS):
        for p in range(N_PIEZO - 1):
            grad[d, p] = (head[d, p] - head[d, p + 1]) / (CHAINAGE[p + 1] - CHAINAGE[p])
    return grad


def alarms(head):
    days = []
    for d in range(N_DAYS):
        if np.any(head[d] > ALARM):
            days.append(d)
    return days


def monthly_flow(flow):
    months = N_DAYS // 30
    out = np.zeros((months, N_WEIRS))
    for m in range(months):
        out[m] = flow[m * 30:(m + 1) * 30].mean(axis=0)
    return out


def response_ratio(reservoir, head):
    ratio = np.zeros(N_PIEZO)
    for p in range(N_PIEZO):
        dh = head[1:, p] - head[:-1, p]
        dr = reservoir[1:] - reservoir[:-1]
        ratio[p] = np.sum(dh * dr) / np.sum(dr * dr)
    return ratio


def trend_by_year(head):
    years = N_DAYS // 365
    mean = np.zeros((years, N_PIEZO))
    for y in range(years):
        for p in range(N_PIEZO):
            mean[y, p] = head[y * 365:(y + 1) * 365, p].mean()
    return mean


def max_flow_day(flow):
    best = np.zeros(N_WEIRS, dtype=int)
    for w in range(N_WEIRS):
        best[w] = int(np.argmax(flow[:, w]))
    return best


def main():
    rng = np.random.default_rng(307)
    reservoir, head, flow = readings(rng)
    grad = gradients(head)
    alarm_days = alarms(head)
    monthly = monthly_flow(flow)
    ratio = response_ratio(reservoir, head)
    yearly = trend_by_year(head)
    best = max_flow_day(flow)
    print("head", np.round(head[100, :5], 4))
    print("grad", np.round(grad[100, :5], 6))
    print("alarms", len(alarm_days), alarm_days[:5])
    print("monthly", np.round(monthly[:3], 4))
    print("ratio", np.round(ratio, 5))
    print("yearly", np.round(yearly[:2, :5], 4))
    print("best", best)


if __name__ == "__main__":
    main()
