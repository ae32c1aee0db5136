"""Name resolution: script names bind when each statement runs (variables, builtins, the
imaginary unit), lambda parameters shadow late-bound names."""

from __future__ import annotations

import io

from runmat_vm import Session


def test_script_names_bind_late_to_functions(run):
    # MATLAB resolves script names when each statement runs: i before `i = 5` is the
    # imaginary unit, and after `clear sum` the name calls the builtin again
    code = ("a = 2 + 3*i;\ndisp(imag(a))\ni = 5;\ndisp(i + 1)\n"
            "sum = 10;\ndisp(sum + 1)\nclear sum\ndisp(sum([1 2 3]))\n"
            "s = 0; for j = 1:3, s = s + j; end; disp(s)\nclear all\ndisp(imag(j))\n")
    assert run(code) == "3\n6\n11\n6\n6\n1\n"


def test_imaginary_unit_functions():
    s = Session(stdout=io.StringIO())
    assert s.call("i") == 1j and s.call("j") == 1j


def test_late_bound_names_ignore_lambda_parameters():
    # only reads that may mean a function bind late; a loop variable stays a plain slot
    from runmat_vm import hir
    from runmat_vm.frontend import parse

    def late(src):
        return hir.late_bound_names(parse(src).body)

    assert "i" not in late("f = @(i) i + 1; s = 0; for i = 1:3, s = s + f(i); end")
    assert "i" in late("a = 2 + 3*i; i = 5;") and "i" in late("g = @(x) x + i; i = 2;")
    assert "sum" in late("sum = 10; clear sum\nsum([1 2 3])") and "sum" not in late("sum = 10; sum + 1")
