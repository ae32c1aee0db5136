"""runmat_vm/property_validation.py: classdef property validation (size, class, validators) on
defaults and on every set. Expected messages from MathWorks' property validation pages."""

from __future__ import annotations

import io

import pytest

from runmat_builtins.errors import MException
from runmat_vm import Session, jit


def _session(tmp_path, files: dict[str, str]) -> tuple[Session, io.StringIO]:
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    out = io.StringIO()
    s = Session(stdout=out, stderr=io.StringIO())
    s.run(f"addpath('{tmp_path}');")
    return s, out


ACCOUNT = """classdef Acct < handle
    properties
        Balance (1,1) double {mustBeNonnegative} = 0
        Tag string
        Where (1,3)
    end
    methods
        function take(obj, v)
            obj.Balance = obj.Balance - v;
        end
    end
end
"""


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_set_converts_and_validates_everywhere(tmp_path, tier):
    s, out = _session(tmp_path, {"Acct.m": ACCOUNT})
    code = ("a = Acct; fprintf('%s %s %d\\n', mat2str(a.Where), class(a.Tag), numel(a.Tag));\n"
            "a.Balance = int16(5); a.Tag = 'x'; fprintf('%s %s\\n', class(a.Balance), class(a.Tag));\n"
            "a.Where = 2; disp(mat2str(a.Where));\n")
    if tier == "compiled":
        with jit.use("force"):
            s.run(code)
    else:
        s.run(code)
    assert out.getvalue() == "[0 0 0] string 0\ndouble string\n[2 2 2]\n"
    with pytest.raises(MException) as ei:
        s.run("a.take(10);")
    assert ei.value.identifier == "MATLAB:validators:mustBeNonnegative"
    assert ei.value.message == "Error setting property 'Balance' of class 'Acct'. Value must be nonnegative."
    with pytest.raises(MException) as ei:
        s.run("a.Where = [1 2];")
    assert ei.value.message == "Error setting property 'Where' of class 'Acct'. Value must be of size 1x3."


def test_invalid_default_is_reported_for_the_property(tmp_path):
    bad = "classdef BadDef\n properties\n  P (1,1) double {mustBePositive} = -1\n end\nend\n"
    s, _ = _session(tmp_path, {"BadDef.m": bad})
    with pytest.raises(MException) as ei:
        s.run("b = BadDef;")
    assert ei.value.identifier == "MATLAB:validators:mustBePositive"
    assert "property 'P'" in ei.value.message and ei.value.message.endswith("Value must be positive.")


def test_class_properties_as_name_value_arguments(tmp_path):
    cfg = ("classdef Cfg\n properties\n  Rate (1,1) double {mustBePositive} = 10\n  Name string = \"n\"\n end\n"
           " methods\n  function obj = Cfg(nv)\n   arguments\n    nv.?Cfg\n   end\n"
           "   f = fieldnames(nv);\n   for i = 1:numel(f)\n    obj.(f{i}) = nv.(f{i});\n   end\n  end\n end\nend\n")
    s, out = _session(tmp_path, {"Cfg.m": cfg})
    s.run("c = Cfg(rate=5, Name='z'); fprintf('%g %s %s\\n', c.Rate, c.Name, class(c.Name));")
    assert out.getvalue() == "5 z string\n"
    with pytest.raises(MException) as ei:
        s.run("Cfg(Rate=-1);")
    assert ei.value.message == "Invalid name-value argument 'Rate'. Value must be positive."


def test_user_class_property_converts_by_member_name_or_constructor(tmp_path):
    shade = ("classdef Shade\n properties (Constant)\n  Dark = Shade(1)\n  Light = Shade(2)\n end\n"
             " properties\n  Level = 0\n end\n methods\n  function obj = Shade(v)\n   if nargin, obj.Level = v; end\n"
             "  end\n end\nend\n")
    holder = "classdef Holder\n properties\n  S Shade = Shade.Dark\n end\nend\n"
    s, out = _session(tmp_path, {"Shade.m": shade, "Holder.m": holder})
    s.run("h = Holder; h.S = 'Light'; a = h.S.Level; h.S = 5; fprintf('%g %g %s\\n', a, h.S.Level, class(h.S));")
    assert out.getvalue() == "2 5 Shade\n"
