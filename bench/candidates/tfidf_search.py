"""TF-IDF document ranking over a small synthetic corpus with NumPy."""
import numpy as np


def build_vocab(docs):
    vocab = {}
    for doc in docs:
        for word in doc.split():
            if word not in vocab:
                vocab[word] = len(vocab)
    return vocab


def term_counts(docs, vocab):
    counts = np.zeros((len(docs), len(vocab)))
    for d, doc in enumerate(docs):
        for word in doc.split():
            counts[d, vocab[word]] += 1
    return counts


def tfidf(counts):
    n_docs = counts.shape[0]
    df = np.zeros(counts.shape[1])
    for j in range(counts.shape[1]):
        df[j] = np.count_nonzero(counts[:, j])
    idf = np.log((1 + n_docs) / (1 + df)) + 1
    tf = counts / counts.sum(axis=1, keepdims=True)
    weights = tf * idf
    for d in range(n_docs):
        norm = np.sqrt(np.sum(weights[d] ** 2))
        if norm > 0:
            weights[d] = weights[d] / norm
    return weights, idf


def query_vector(query, vocab, idf):
    q = np.zeros(len(vocab))
    for word in query.split():
        if word in vocab:
            q[vocab[word]] += 1
    q = q * idf
    n = np.linalg.norm(q)
    return q / n if n > 0 else q


def top_k(weights, q, k):
    scores = np.zeros(weights.shape[0])
    for d in range(weights.shape[0]):
        scores[d] = np.dot(weights[d], q)
    order = np.argsort(-scores)
    return [(int(i), float(scores[i])) for i in order[:k]]


def main():
    rng = np.random.default_rng(11)
    words = [f"w{i}" for i in range(300)]
    docs = [" ".join(rng.choice(words, size=rng.integers(20, 60))) for _ in range(400)]
    vocab = build_vocab(docs)
    weights, idf = tfidf(term_counts(docs, vocab))
    q = query_vector("w1 w7 w42 w99", vocab, idf)
    print(top_k(weights, q, 5))


if __name__ == "__main__":
    main()
