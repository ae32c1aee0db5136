"""Every runmat-signal builtin passes the authoring kit's check_builtin, and the plugin is listed."""

from __future__ import annotations

import numpy as np
import pytest
from signal_helpers import col, row

from runmat_builtins import catalog
from runmat_builtins.plugins import RECORDS

NAMES = ["hann", "hamming", "blackman", "butter", "filtfilt", "findpeaks", "pwelch", "resample", "envelope"]
X = col(*np.sin(np.arange(40.0)))
INPUTS = {"filtfilt": [(row(0.5, 0.5), 1.0, X)], "findpeaks": [(X,)], "pwelch": [(X,)],
          "resample": [(X, 2.0, 3.0)], "envelope": [(X,)], "butter": [(2.0, 0.3)]}


@pytest.mark.parametrize("name", NAMES)
def test_check_builtin(check_builtin, name):
    report = check_builtin(name, inputs=INPUTS.get(name))
    assert "examples" in " ".join(report.passed)


def test_listed_as_loaded_with_all_builtins():
    (rec,) = [r for r in RECORDS if r.distribution == "runmat-signal"]
    assert rec.status == "loaded" and sorted(rec.builtins) == sorted(NAMES)
    assert {s.name for s in catalog().specs(origin="runmat-signal")} == set(NAMES)
    assert all(catalog().get(n).category.startswith("signal/") for n in NAMES)
