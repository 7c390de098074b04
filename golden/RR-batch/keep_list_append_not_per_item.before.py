import numpy as np

# Not rewritten: the appended value mixes the item with the list itself, the loop variable is read
# after the loop, and a running product is not per item.


def chained(mats):
    mats = np.asarray(mats)
    out = [np.eye(3)]
    for m in mats:
        out.append(np.linalg.inv(m) @ out[-1])
    return out


def last_inverse(mats):
    mats = np.asarray(mats)
    invs = []
    for k in range(len(mats)):
        invs.append(np.linalg.inv(mats[k]))
    return invs, k


def products(mats):
    mats = np.asarray(mats)
    prods = []
    for m in mats:
        prods.append(np.linalg.inv(m).sum())
    return prods
