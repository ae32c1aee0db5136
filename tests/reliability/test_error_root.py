"""One error root: every MATLAB-facing error, syntax and compile errors included, is an MException."""

from __future__ import annotations

import pickle

import pytest

from runmat_accel.errors import MException as AccelRoot
from runmat_builtins.errors import MException
from runmat_vm import Session
from runmat_vm.compiler import CompileError
from runmat_vm.frontend import MatlabSyntaxError, parse


def test_the_root_is_one_class_in_every_layer():
    assert MException is AccelRoot
    assert issubclass(MatlabSyntaxError, MException)
    assert issubclass(CompileError, MException)


@pytest.mark.parametrize("src, ident", [
    ("x = (1 + ;", "MATLAB:parse"),
    ("x = end;", "MATLAB:parse"),
    ("y = undefined_thing_xyz + 1;", "MATLAB:UndefinedFunction"),
    ("eval('x = (1 + ;')", "MATLAB:parse"),
    ("eval('function f, end')", "MATLAB:parse"),
])
def test_session_run_raises_mexceptions_only(src, ident):
    s = Session()
    with pytest.raises(MException) as e:
        s.run(src)
    assert e.value.identifier == ident
    assert e.value.message


def test_syntax_error_message_has_place_and_caret_and_keeps_reason():
    with pytest.raises(MatlabSyntaxError) as e:
        parse("x = (1 + ;", "f.m")
    err = e.value
    assert err.identifier == "MATLAB:parse"
    assert err.message.startswith("f.m:1:5: ")
    assert err.message.endswith("\n    ^")
    assert err.reason in err.message and "f.m" not in err.reason


def test_syntax_error_caught_by_matlab_try_catch():
    s = Session()
    s.run("try, eval('x = (1 + ;'); catch e, id = e.identifier; end")
    assert s.workspace["id"] == "MATLAB:parse"


def test_mexception_copies_and_pickles_with_its_fields():
    err = MatlabSyntaxError("bad", "f.m", 3, 4, "abc")
    err.builtin = "eval"
    back = pickle.loads(pickle.dumps(err))
    assert type(back) is MatlabSyntaxError
    assert (back.identifier, back.message, back.line, back.builtin) == (err.identifier, err.message, 3, "eval")
