import numpy as np


def busiest_list(demand):
    best = []
    for z in range(demand.shape[0]):
        best.append(int(np.argmax(demand[z])) % 96)
    return best


def truncated_means(demand):
    out = np.zeros(demand.shape[0])
    for z in range(demand.shape[0]):
        out[z] = int(np.mean(demand[z])) * 2
    return out


def main():
    busiest_list(np.ones((3, 4)))
    truncated_means(np.ones((3, 4)))
