"""Figures respect their host: exporting never touches the process's matplotlib backend or
pyplot's figures, and a handle shows itself as PNG in IPython (``_repr_png_``)."""

from __future__ import annotations

import subprocess
import sys

PNG = b"\x89PNG\r\n\x1a\n"


def test_saveas_and_print_leave_the_backend_and_pyplot_alone(tmp_path):
    # a fresh process whose host chose a backend other than Agg (svg, always available)
    code = f"""
import matplotlib
matplotlib.use("svg")
import matplotlib.pyplot as plt
host = plt.figure()
from runmat_vm import Session
s = Session()
s.run("f = figure('Visible', 'off'); plot(1:5); saveas(f, '{tmp_path / 'a.png'}'); print('{tmp_path / 'b'}', '-dpng');")
print(matplotlib.get_backend(), plt.get_fignums(), plt.gcf() is host)
"""
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert r.stdout.split("\n")[-2] == "svg [1] True"
    assert (tmp_path / "a.png").read_bytes()[:8] == PNG and (tmp_path / "b.png").read_bytes()[:8] == PNG


def test_handles_have_repr_png():
    from runmat_vm import Session

    s = Session()
    s.run("f = figure('Visible', 'off'); h = plot(1:3);")
    for name in ("f", "h"):  # a figure, or any object in one, shows its figure
        png = s.workspace[name]._repr_png_()
        assert png[:8] == PNG and len(png) > 1000
    s.run("close(f)")
    assert s.workspace["f"]._repr_png_() is None  # deleted: nothing to show
