"""runmat_vm/builtin_empty.py: ``Cls.empty`` of built-in classes (MATLAB's static empty method)."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException


def test_empty_of_builtin_classes(run):
    code = ("a = double.empty; b = string.empty(0, 3); c = int8.empty(2, 0); d = cell.empty;\n"
            "e = logical.empty(0, 1); f = char.empty; g = struct.empty;\n"
            "fprintf('%s %d %d\\n', class(a), size(a)); fprintf('%s %d %d\\n', class(b), size(b));\n"
            "fprintf('%s %d %d\\n', class(c), size(c)); fprintf('%s %d %d\\n', class(d), size(d));\n"
            "fprintf('%s %d %d\\n', class(e), size(e)); fprintf('%s %d %d\\n', class(f), size(f));\n"
            "fprintf('%s %d %d\\n', class(g), size(g));\n")
    assert run(code) == ("double 0 0\nstring 0 3\nint8 2 0\ncell 0 0\nlogical 0 1\nchar 0 0\n"
                         "struct 0 0\n")


def test_empty_needs_a_zero_dimension(run):
    with pytest.raises(MException) as ei:
        run("x = double.empty(2, 2);")
    assert "dimension must be zero" in ei.value.message
