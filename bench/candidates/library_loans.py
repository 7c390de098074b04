"""Public library circulation: loans per branch, overdue rates, and a hold-queue wait estimate."""
import numpy as np


def generate(n_loans, n_branches, n_titles, rng):
    branch = rng.integers(0, n_branches, n_loans)
    title = rng.zipf(1.6, n_loans) % n_titles
    day_out = np.sort(rng.integers(0, 365, n_loans))
    length = rng.gamma(3.0, 5.0, n_loans).astype(int) + 1
    return branch, title, day_out, length


def loans_per_branch(branch, n_branches):
    counts = np.zeros(n_branches, dtype=int)
    for b in branch:
        counts[b] += 1
    return counts


def overdue_rate(branch, length, n_branches, due=21):
    rate = np.zeros(n_branches)
    for b in range(n_branches):
        mine = length[branch == b]
        rate[b] = np.mean(mine > due) if mine.size else 0.0
    return rate


def daily_on_loan(day_out, length, n_days=400):
    on_loan = np.zeros(n_days, dtype=int)
    for d0, L in zip(day_out, length):
        on_loan[d0:min(d0 + L, n_days)] += 1
    return on_loan


def hold_wait(title, length, top=10):
    ids, counts = np.unique(title, return_counts=True)
    order = np.argsort(counts)[::-1][:top]
    waits = []
    for t in ids[order]:
        lens = length[title == t]
        waits.append(np.mean(lens) * (len(lens) / 52.0))
    return ids[order], np.array(waits)


def main():
    rng = np.random.default_rng(8)
    branch, title, day_out, length = generate(60000, 12, 5000, rng)
    counts = loans_per_branch(branch, 12)
    rate = overdue_rate(branch, length, 12)
    busy = daily_on_loan(day_out, length)
    ids, waits = hold_wait(title, length)
    print("loans per branch", counts)
    print("overdue %", np.round(100 * rate, 1))
    print("peak items out %d on day %d" % (busy.max(), busy.argmax()))
    for t, w in zip(ids, waits):
        print("title %4d est wait %.1f days" % (t, w))


if __name__ == "__main__":
    main()
