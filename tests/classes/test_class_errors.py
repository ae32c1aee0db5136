"""Error identifiers of class misuse (MATLAB's where it has one)."""

from __future__ import annotations

import pytest

CASES = [
    ("p = Point(); p.nosuch", "MATLAB:noSuchMethodOrField",
     "Unrecognized method, property, or field 'nosuch' for class 'Point'."),
    ("p = Point(); p.nosuch(3)", "MATLAB:noSuchMethodOrField", None),
    ("p = Point(); p.z = 3;", "MATLAB:noPublicFieldForClass",
     "Unrecognized property 'z' for class 'Point'."),
    ("a = Account('x'); a.pin", "MATLAB:class:GetProhibited", None),
    ("a = Account('x'); a.balance = 3;", "MATLAB:class:SetProhibited",
     "Unable to set the 'balance' property of class 'Account' because it is read-only."),
    ("p = Point(); p.DIM = 3;", "MATLAB:class:SetProhibited", None),
    ("x = Point.NOPE;", "MATLAB:subscripting:classHasNoPropertyOrMethod",
     "The class Point has no Constant property or Static method named 'NOPE'."),
    ("p = Point(1, 2, 3);", "MATLAB:TooManyInputs", "Too many input arguments."),
    ("s = Square(4);", "MATLAB:TooManyInputs", None),
    ("c = Counter(); delete(c); c.count", "MATLAB:class:InvalidHandle", "Invalid or deleted object."),
    ("c = Counter(); delete(c); c.increment();", "MATLAB:class:InvalidHandle", None),
    ("p = Point(); isvalid(p)", "MATLAB:UndefinedFunction", None),
    ("p = Point(); q = p(2);", "MATLAB:index:outOfBounds", None),
    ("p = Point(); if p, end", "MATLAB:invalidConversion", None),
]


@pytest.mark.parametrize("code,ident,message", CASES, ids=[c[0] for c in CASES])
def test_error_identifiers(run, code, ident, message):
    err = run.error(code)
    assert err.identifier == ident
    if message is not None:
        assert err.message == message


def test_dependent_without_set_method(run, tmp_path):
    (tmp_path / "Dep.m").write_text(
        "classdef Dep\n  properties (Dependent)\n    d\n  end\n  methods\n"
        "    function v = get.d(obj)\n      v = 1;\n    end\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    err = run.error("o = Dep(); o.d = 2;")
    assert err.identifier == "MATLAB:class:noSetMethod"


def test_private_method_is_restricted(run, tmp_path):
    (tmp_path / "Priv.m").write_text(
        "classdef Priv\n  methods (Access = private)\n    function r = secret(obj)\n      r = 1;\n"
        "    end\n  end\n  methods\n    function r = open(obj)\n      r = secret(obj) + 1;\n"
        "    end\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    assert run("o = Priv(); disp(o.open())\n") == "2\n"
    assert run.error("o.secret()").identifier == "MATLAB:class:MethodRestricted"


def test_enumeration_text_that_names_no_member(run, tmp_path):
    (tmp_path / "Color.m").write_text("classdef Color\n  enumeration\n    Red, Green\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    assert run.error("c = Color('Blue');").identifier == "MATLAB:class:CannotConvert"


def test_class_name_must_match_file(run, tmp_path):
    (tmp_path / "Wrong.m").write_text("classdef Other\nend\n")
    run.session.add_path([str(tmp_path)])
    assert run.error("w = Wrong();").identifier == "MATLAB:class:nameMismatch"


def test_no_python_traceback_from_cli(tmp_path):
    import subprocess
    import sys

    (tmp_path / "Box.m").write_text("classdef Box\n  properties\n    v = 1\n  end\nend\n")
    (tmp_path / "main.m").write_text("b = Box();\nb.w\n")
    proc = subprocess.run([sys.executable, "-m", "runmat_vm.cli", "run", str(tmp_path / "main.m")],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    assert "Unrecognized method, property, or field 'w' for class 'Box'." in proc.stderr


def test_output_of_a_method_without_outputs(run):
    # the functional form knows nargout; obj.m() as a statement still runs
    assert run.error("c = Counter(); x = increment(c);").identifier == "MATLAB:TooManyOutputs"
    assert run("c = Counter(); c.increment(); c.increment; disp(c.count)\n") == "2\n"
