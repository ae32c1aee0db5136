"""Methods chosen by argument type before a builtin body runs: telemetry, precedence, both tiers."""

from __future__ import annotations

import pytest

from runmat_accel import telemetry


@pytest.fixture(params=["interpreter", "compiled"])
def tier(request):
    from runmat_vm import jit

    if request.param == "interpreter":
        yield request.param
    else:
        with jit.use("force"):
            yield request.param


def test_overloaded_plus_counts_calls_and_no_errors(run, tier):
    run("a = Point(1, 2); b = Point(3, 4);")
    telemetry.reset()
    out = run("for k = 1:100\n  c = a + b;\nend\ndisp(c.x)\n")
    snap = telemetry.snapshot()
    assert out == "4\n"
    assert snap.errors == {}
    assert snap.builtins["plus"].calls == 100  # one call of plus per a + b, answered by Point.plus
    assert snap.builtins["plus"].errors == 0


def test_named_call_and_operator_share_precedence(run, tmp_path, tier):
    # InferiorClasses makes the right operand dominant, for an operator and a named call alike
    for name, attrs in (("Big", " (InferiorClasses = {?Small})"), ("Small", "")):
        (tmp_path / f"{name}.m").write_text(
            f"classdef{attrs} {name}\n  methods\n"
            f"    function r = plus(a, b)\n      r = '{name}.plus';\n    end\n"
            f"    function r = combine(a, b)\n      r = '{name}.combine';\n    end\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    out = run("s = Small(); b = Big();\n"
              "disp(s + b); disp(b + s); disp(plus(s, b)); disp(combine(s, b)); disp(combine(b, s))\n"
              "disp(s + 1); disp(1 + s)\n")
    assert out == ("Big.plus\nBig.plus\nBig.plus\nBig.combine\nBig.combine\n"
                   "Small.plus\nSmall.plus\n")


def test_leftmost_object_dominates_without_inferior_classes(run, tmp_path, tier):
    for name in ("Left", "Right"):
        (tmp_path / f"{name}.m").write_text(
            f"classdef {name}\n  methods\n"
            f"    function r = minus(a, b)\n      r = '{name}.minus';\n    end\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    assert run("disp(Left() - Right()); disp(Right() - Left())\n") == "Left.minus\nRight.minus\n"


def test_builtins_without_a_method_see_the_object(run, tier):
    telemetry.reset()
    out = run("p = Point(1, 2); disp(class(p)); disp(numel(p)); disp(isobject(p))\n")
    assert out == "Point\n1\n1\n"
    assert telemetry.snapshot().errors == {}
