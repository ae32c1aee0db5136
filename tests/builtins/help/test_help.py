"""help: text from the catalog and from a function file's leading comments.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import pytest

from runmat_builtins import MException
from tests.builtins.support import vm_output


def test_help_from_catalog_and_file(tmp_path, monkeypatch):
    assert vm_output("t = help('numel'); disp(strncmp(t, ' numel - ', 9))") == "1\n"
    (tmp_path / "myfun.m").write_text("function y = myfun(x)\n% MYFUN doubles its input.\n%   y = myfun(x)\ny = 2*x;\nend\n")
    monkeypatch.chdir(tmp_path)
    assert vm_output("help myfun") == " MYFUN doubles its input.\n   y = myfun(x)\n"
    with pytest.raises(MException) as ei:
        vm_output("help nosuchfunctionzz")
    assert ei.value.identifier == "MATLAB:help:notFound"
