import numpy as np


class MultiOutputClassifier:
    def __init__(self, n_outputs, estimators):
        self.n_outputs_ = n_outputs
        self.estimators_ = estimators

    def predict_proba(self, X):
        # one (n_samples, n_classes_k) array per output: the class counts differ
        return [est.predict_proba(X) for est in self.estimators_]

    def predict_log_proba(self, X):
        proba = self.predict_proba(X)
        for k in range(self.n_outputs_):
            proba[k] = np.log(proba[k])
        return proba
