"""Live scripts in MathWorks' plain-text format (R2025a, "Live Code File Format (.m)",
https://www.mathworks.com/help/matlab/matlab_prog/plain-text-file-format-for-live-scripts.html)
and %% cell scripts, converted to notebooks and back, and run headless (``runmat notebook``)."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys

import pytest

from runmat_vm.notebooks.livescript import from_notebook, to_notebook
from runmat_vm.notebooks.runner import run_notebook

# The page's layout: %[text] lines, code, %% sections, output markers on code lines (one line
# may carry several), an anchor, and the appendix with metadata and saved outputs.
LIVE = """%[text] # Squares and a plot
%[text] This live script computes **squares** and draws them. \\
%[text] - the values $x^2$ for `x = 1:5`
x = 1:5;
y = x.^2 %[output:1a2b3c4d]
%%
%[text:anchor:H_3F2A] ## The plot
plot(x, y); %[output:group:77aa11bb] %[output:5e6f7a8b]
title('squares');

%%
total = sum(y);
disp(total) %[output:9c0d1e2f]
%[text]

%[appendix]{"version":"1.0"}
%---
%[metadata:view]
%   data: {"layout":"inline"}
%---
%[output:1a2b3c4d]
%   data: {"dataType":"matrix","outputData":{"columns":5,"name":"y","rows":1,"type":"double","value":[["1","4","9","16","25"]]}}
%---
%[output:9c0d1e2f]
%   data: {"dataType":"text","outputData":{"text":"    55\\n","truncated":false}}
%---
"""

CELLS = """% a plain script with sections
a = 3;
%% Second section
b = a * 2
%%
%%
c = b + 1;
"""


def sources(nb):
    return [(c["cell_type"], c["source"]) for c in nb["cells"]]


def test_live_script_becomes_text_and_code_cells():
    nb = to_notebook(LIVE)
    assert nb["nbformat"] == 4 and nb["metadata"]["kernelspec"]["name"] == "runmat"
    assert sources(nb) == [
        ("markdown", "# Squares and a plot\nThis live script computes **squares** and draws them. \\\n"
                     "- the values $x^2$ for `x = 1:5`"),
        ("code", "x = 1:5;\ny = x.^2"),
        ("markdown", "## The plot"),
        ("code", "plot(x, y);\ntitle('squares');"),
        ("code", "total = sum(y);\ndisp(total)"),
        ("markdown", ""),
    ]
    saved = nb["cells"][1]["outputs"]
    assert saved == [{"output_type": "stream", "name": "stdout", "text": "y =\n  1  4  9  16  25\n"}]
    assert nb["cells"][4]["outputs"] == [{"output_type": "stream", "name": "stdout", "text": "    55\n"}]


@pytest.mark.parametrize("text", [LIVE, CELLS, LIVE.replace("\n", "\r\n"), "x = 1\n", "%%\n", ""])
def test_text_round_trips_byte_for_byte(text):
    nb = json.loads(json.dumps(to_notebook(text)))  # as written to and read from a file
    assert from_notebook(nb) == text


def test_cell_script_sections_are_code_cells():
    nb = to_notebook(CELLS)
    assert sources(nb) == [("code", "% a plain script with sections\na = 3;"), ("code", "%% Second section\nb = a * 2"),
                           ("code", ""), ("code", "c = b + 1;")]
    assert nb["metadata"]["runmat"]["format"] == "cells"


def test_edited_and_new_cells_are_written_from_their_source():
    nb = to_notebook(LIVE)
    nb["cells"][1]["source"] = "x = 1:6;\ny = x.^2"
    nb["cells"][2]["source"] = "## The plot, edited\n\nwith two paragraphs"
    nb["cells"].append({"cell_type": "code", "metadata": {}, "source": "disp('new')", "outputs": []})
    text = from_notebook(nb)
    assert "x = 1:6;\ny = x.^2\n%%\n" in text  # the edit drops the stale output marker
    assert "%[text] ## The plot, edited\n%[text]\n%[text] with two paragraphs\n" in text
    assert text.index("disp(total) %[output:9c0d1e2f]") < text.index("%%\ndisp('new')\n") < text.index("%[appendix]")


def test_run_stores_outputs_and_figures_and_text_survives(tmp_path):
    nb, ok = run_notebook(to_notebook(LIVE), cwd=str(tmp_path))
    assert ok
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert [c["execution_count"] for c in code] == [1, 2, 3]
    assert code[0]["outputs"] == [{"output_type": "stream", "name": "stdout",
                                   "text": "y =\n\n     1     4     9    16    25\n\n"}]
    figs = [o for o in code[1]["outputs"] if o["output_type"] == "display_data"]
    assert len(figs) == 1 and base64.b64decode(figs[0]["data"]["image/png"])[:8] == b"\x89PNG\r\n\x1a\n"
    assert code[2]["outputs"] == [{"output_type": "stream", "name": "stdout", "text": "    55\n"}]
    assert from_notebook(nb) == LIVE  # running changed outputs, not the text


def test_run_stops_at_an_error_with_matlab_text(tmp_path):
    nb = to_notebook("a = 1;\n%%\nfigure; error('nb:bad', 'cell %d failed', 2);\n%%\ndisp(a)\n")
    nb, ok = run_notebook(nb, cwd=str(tmp_path))
    assert not ok
    err = nb["cells"][1]["outputs"]
    assert err == [{"output_type": "error", "ename": "nb:bad", "evalue": "cell 2 failed",
                    "traceback": ["cell 2 failed"]}]  # no figure for the figure it never drew
    assert nb["cells"][2]["outputs"] == [] and nb["cells"][2]["execution_count"] is None
    nb, ok = run_notebook(nb, allow_errors=True, cwd=str(tmp_path))
    assert nb["cells"][2]["outputs"] == [{"output_type": "stream", "name": "stdout", "text": "     1\n"}]


def test_runmat_notebook_commands(tmp_path):
    src = tmp_path / "live.m"
    src.write_bytes(LIVE.encode())
    env = dict(os.environ, RUNMAT_HISTORY="0")
    cli = [sys.executable, "-m", "runmat_vm.cli", "notebook"]
    r = subprocess.run(cli + ["convert", str(src)], capture_output=True, text=True, timeout=120, env=env)
    assert r.returncode == 0, r.stderr
    assert json.loads((tmp_path / "live.ipynb").read_text())["cells"][0]["cell_type"] == "markdown"
    r = subprocess.run(cli + ["run", str(src), "-o", str(tmp_path / "ran.ipynb")], capture_output=True, text=True,
                       timeout=120, env=env)
    assert r.returncode == 0, r.stderr
    ran = json.loads((tmp_path / "ran.ipynb").read_text())
    assert any(o["output_type"] == "display_data" for c in ran["cells"] for o in c.get("outputs", []))
    r = subprocess.run(cli + ["convert", str(tmp_path / "ran.ipynb"), "-o", str(tmp_path / "back.m")],
                       capture_output=True, text=True, timeout=120, env=env)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "back.m").read_bytes() == LIVE.encode()
    (tmp_path / "bad.m").write_text("error('x:y', 'nope')\n")
    r = subprocess.run(cli + ["run", str(tmp_path / "bad.m")], capture_output=True, text=True, timeout=120, env=env)
    assert r.returncode == 1
