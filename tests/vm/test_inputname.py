"""inputname(k): the caller's variable names of a user function's inputs (MATLAB's examples),
from scripts, functions and loops, in both execution tiers."""

from __future__ import annotations

from pathlib import Path

import pytest

from runmat_builtins.errors import MException
from runmat_vm.testing import CapturedSession

GETNAME = ("function getname2(a, b, c)\nfor m = 1:nargin\n"
           "    fprintf('%d:%s ', m, inputname(m));\nend\nfprintf('\\n');\nend\n")


@pytest.fixture
def s(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CapturedSession:
    (tmp_path / "getname2.m").write_text(GETNAME)
    (tmp_path / "first.m").write_text("function n = first(a)\nn = inputname(1);\nend\n")
    monkeypatch.chdir(tmp_path)
    return CapturedSession()


@pytest.mark.parametrize("jit", ["off", "force"])
def test_the_documented_examples(s: CapturedSession, jit: str):
    from runmat_vm import jit as tier

    with tier.use(jit):
        out = s.run_m("x = {'hello','goodbye'}; y = struct('a',42,'b',78); z = magic(4);\n"
                      "getname2(x,y,z)\ngetname2(x,y.a,z)\ngetname2(x{2},y,z)\ngetname2(5, z, 1+2)\n"
                      "for i = 1:2\n  getname2(z, x)\nend\n")
    assert out.split("\n") == ["1:x 2:y 3:z ", "1:x 2: 3: ", "1: 2: 3: ", "1: 2:z 3: ",
                               "1:z 2:x ", "1:z 2:x ", ""]


@pytest.mark.parametrize("jit", ["off", "force"])
def test_from_a_function_and_as_a_value(s: CapturedSession, tmp_path: Path, jit: str):
    from runmat_vm import jit as tier

    (tmp_path / "outer.m").write_text("function r = outer(q)\nr = first(q);\nend\n")
    with tier.use(jit):
        s.run_m("v = 3; a = outer(v); b = first(v); c = first(v + 1); d = class(first(v));")
    assert (s.workspace["a"], s.workspace["b"], s.workspace["c"], s.workspace["d"]) == ("q", "v", "", "char")


def test_errors(s: CapturedSession):
    with pytest.raises(MException) as info:
        s.run_m("inputname(1)")
    assert info.value.identifier == "MATLAB:inputname:calledFromTopLevel"
    with pytest.raises(MException) as info:
        s.run_m("v = 1; first2 = @() 0; getname2(v); n = first();")
    assert info.value.identifier == "MATLAB:inputname:argNumberTooLarge"
