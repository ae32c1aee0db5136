"""Workspace and path commands: which, exist, clear (functions, globals), clearvars, clc, iskeyword."""

from __future__ import annotations

import io
import os

from runmat_vm import Session


def test_which(run, tmp_path, monkeypatch):
    (tmp_path / "pathfn.m").write_text("function y = pathfn(x)\n  y = x;\nend\n")
    monkeypatch.chdir(tmp_path)
    out = run("v = 1;\nwhich v\nwhich sin\nwhich pathfn\nwhich not_a_thing_at_all\n"
              "a = which('v'); b = which('not_a_thing_at_all');\ndisp(a); disp(isempty(b))\n"
              "c = which('sin'); disp(class(c))\n")
    assert out == ("v is a variable.\nbuilt-in (math/trigonometry/sin)\n"
                   f"{tmp_path / 'pathfn.m'}\n'not_a_thing_at_all' not found.\nvariable\n1\nchar\n")


def test_exist_for_files_on_the_path(run, tmp_path):
    d = tmp_path / "lib"
    d.mkdir()
    (d / "onpath.m").write_text("function onpath()\nend\n")
    out = run(f"disp(exist('onpath'))\naddpath('{d}');\ndisp(exist('onpath'))\ndisp(exist('onpath', 'file'))\n"
              "disp(exist('sin'))\nx = 1; disp(exist('x'))\n"
              f"rmpath('{d}');\ndisp(exist('onpath'))\n")
    assert out == "0\n2\n2\n5\n1\n0\n"


def test_clear_functions_resets_persistents_and_rereads_files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "counter.m").write_text("function n = counter()\n  persistent k\n  if isempty(k), k = 0; end\n"
                                        "  k = k + 1;\n  n = k;\nend\n")
    out = io.StringIO()
    s = Session(stdout=out)
    s.run("counter(); counter(); disp(counter())\nclear functions\ndisp(counter())\n"
          "x = 1;\nclear all\ndisp(exist('x'))\ndisp(counter())\n")
    (tmp_path / "counter.m").write_text("function n = counter()\n  n = 100;\nend\n")
    os.utime(tmp_path / "counter.m", (1, 1))  # a different mtime even on coarse clocks
    s.run("clear functions\ndisp(counter())\n")
    assert out.getvalue() == "3\n1\n0\n1\n100\n"


def test_clearvars_and_clc(run):
    out = run("a = 1; b = 2; c3 = 3; d = 4;\nclc\nclearvars -except b c*\nwho\nclearvars c*\nwho\nclearvars\n"
              "disp(numel(who))\n")
    assert out == ("Variables visible from the current scope:\n\nb   c3\n\n"
                   "Variables visible from the current scope:\n\nb\n\n0\n")


def test_iskeyword(run):
    # MATLAB: iskeyword('for') 1, iskeyword('sin') 0; iskeyword alone lists the 20 keywords
    out = run("disp([iskeyword('for') iskeyword('end') iskeyword('sin') iskeyword(\"while\") iskeyword(3)])\n"
              "k = iskeyword; disp(size(k)); disp(k{1})\n")
    assert out == "  1  1  0  1  0\n   20    1\nbreak\n"


def test_clear_unlinks_globals_from_the_workspace(run):
    # MATLAB: clear removes the workspace's link to a global (its value survives: global q
    # again gives 4); clear all also deletes the global itself
    code = ("global q\nq = 4;\nclear\ndisp(exist('q', 'var'))\nglobal q\ndisp(q)\n"
            "clear all\ndisp(exist('q', 'var'))\nglobal q\ndisp(size(q))\n")
    assert run(code) == "0\n4\n0\n   0   0\n"
