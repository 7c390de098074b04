"""Writes the notebook fixtures of tests/fixtures/notebooks/ with nbformat (run once; committed).

Usage: python scripts/make_notebook_fixtures.py tests/fixtures/notebooks
"""

import json
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output, new_raw_cell


def heat():
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python", "version": "3.11.4"}
    nb.cells = [
        new_markdown_cell("# Heat diffusion on a plate\n\nExplicit scheme, α = 0.1, temperatures in °C."),
        new_code_cell(
            "%matplotlib inline\nimport numpy as np\n!pip list | grep numpy",
            execution_count=1,
            outputs=[new_output("stream", name="stdout", text="numpy   2.4.6\n")],
        ),
        new_code_cell(
            "nx, ny = 200, 200\nalpha = 0.1  # α, diffusivity\nu = np.zeros((nx, ny))\nu[nx // 2, ny // 2] = 100.0",
            execution_count=2,
        ),
        new_code_cell(
            "def step(u):\n"
            "    new = u.copy()\n"
            "    for i in range(1, u.shape[0] - 1):\n"
            "        for j in range(1, u.shape[1] - 1):\n"
            "            new[i, j] = u[i, j] + alpha * (u[i + 1, j] + u[i - 1, j] + u[i, j + 1] + u[i, j - 1] - 4 * u[i, j])\n"
            "    return new",
            execution_count=3,
        ),
        new_markdown_cell("Run until the plate settles; report the peak (°C)."),
        new_code_cell(
            "%%time\nfor _ in range(10):\n    u = step(u)",
            execution_count=4,
            outputs=[new_output("stream", name="stdout", text="CPU times: user 2.1 s\n")],
        ),
        new_code_cell(
            "%timeit step(u)\npeaks = []\nfor t in range(50):\n    u = step(u)\n    peaks.append(float(u.max()))\nprint(f\"peak: {peaks[-1]:.3f} °C\")",
            execution_count=5,
            outputs=[
                new_output("stream", name="stdout", text="1.9 s ± 12 ms per loop\npeak: 3.214 °C\n"),
                new_output(
                    "execute_result",
                    data={"text/plain": "array([1., 2.])"},
                    execution_count=5,
                ),
            ],
        ),
        new_raw_cell("raw cell: not code"),
    ]
    return nb


def broken():
    nb = new_notebook()
    nb.cells = [
        new_code_cell("import numpy as np\nx = np.arange(10.0)"),
        new_code_cell("for i in range(10)\n    x[i] = 0"),
        new_code_cell("total = 0.0\nfor i in range(len(x)):\n    total += x[i] * x[i]\nprint(total)"),
    ]
    return nb


def analysis():
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.cells = [
        new_markdown_cell("## Sensor calibration (données brutes → °C)"),
        new_code_cell(
            "import numpy as np\n\nrng = np.random.default_rng(7)\nraw = rng.normal(20.0, 3.0, size=10_000)\ngain = np.full(10_000, 1.02)\noffset = np.full(10_000, -0.4)",
            execution_count=1,
        ),
        new_code_cell(
            "%load_ext autoreload\ncalibrated = np.empty_like(raw)\nfor i in range(len(raw)):\n    calibrated[i] = raw[i] * gain[i] + offset[i]  # °C",
            execution_count=2,
        ),
        new_code_cell(
            "clip = np.vectorize(lambda t: 0.0 if t < 0.0 else t)\nclipped = clip(calibrated)\n!echo done",
            execution_count=3,
            outputs=[new_output("stream", name="stdout", text="done\n")],
        ),
        new_code_cell(
            "print(f\"mean {clipped.mean():.3f} °C\")",
            execution_count=4,
            outputs=[new_output("stream", name="stdout", text="mean 20.012 °C\n")],
        ),
    ]
    return nb


def vscode_style(nb):
    """The same notebook as another editor might write it: indent 2, keys unsorted, ASCII only,
    and one cell's source as a single string."""
    data = json.loads(nbformat.writes(nb))
    data["cells"][2]["source"] = "".join(data["cells"][2]["source"])
    ordered = {"nbformat": data["nbformat"], "nbformat_minor": data["nbformat_minor"],
               "metadata": data["metadata"], "cells": data["cells"]}
    return json.dumps(ordered, indent=2, ensure_ascii=True)


def drive():
    """A notebook driving a solver module next to it (solver.py): its sync runs in the notebook's loop."""
    nb = new_notebook()
    nb.cells = [
        new_markdown_cell("# Drive the solver"),
        new_code_cell("import numpy as np\nfrom solver import advance"),
        new_code_cell(
            "u = np.linspace(0.0, 1.0, 1000) ** 2\nfor step in range(500):\n    u, change = advance(u)\n    if change < 1e-9:\n        break"
        ),
    ]
    return nb


def stable_ids(nb):
    """nbformat gives new cells random ids: fixed ones keep the fixtures reproducible."""
    for i, cell in enumerate(nb.cells, start=1):
        cell["id"] = f"cell-{i}"
    return nb


def main(out):
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    nbformat.write(stable_ids(heat()), out / "heat.ipynb")
    nbformat.write(stable_ids(broken()), out / "broken_cell.ipynb")
    nbformat.write(stable_ids(analysis()), out / "analysis.ipynb")
    nbformat.write(stable_ids(drive()), out / "drive.ipynb")
    # Jupyter's autosave copies are never checked (default exclude).
    (out / ".ipynb_checkpoints").mkdir(exist_ok=True)
    nbformat.write(stable_ids(drive()), out / ".ipynb_checkpoints" / "drive-checkpoint.ipynb")
    (out / "vscode_style.ipynb").write_text(vscode_style(stable_ids(analysis())))
    v3 = {"metadata": {}, "nbformat": 3, "nbformat_minor": 0,
          "worksheets": [{"cells": [{"cell_type": "code", "input": "x = 1", "language": "python", "outputs": []}]}]}
    (out / "nbformat3.ipynb").write_text(json.dumps(v3, indent=1) + "\n")
    (out / "invalid_json.ipynb").write_text('{\n "cells": [\n  {"cell_type": "code",\n')


if __name__ == "__main__":
    main(sys.argv[1])
