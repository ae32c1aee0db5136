"""Session.run reuses a text's compiled code while the workspace reads as it did when compiled
(runmat_vm.chunks), and recompiles when a late-bound name, a new variable or a global changes it."""

import io

import numpy as np

from runmat_vm import Session


def _session() -> Session:
    return Session(stdout=io.StringIO(), stderr=io.StringIO())


def test_same_text_reuses_its_code_object():
    s = _session()
    s.run("x = 1;")
    text = "y = x + 1; x = y;"
    s.run(text)
    first = s._chunks.entries[(text, "<input>", "")][1]
    s.run(text)
    s.run(text)
    assert s._chunks.entries[(text, "<input>", "")][1] is first
    assert s.workspace["x"] == 4.0


def test_late_bound_name_becomes_a_variable_on_the_second_run():
    # MATLAB resolves a script's names as each statement runs: the first run's i is the
    # imaginary unit, the second run's i the variable the first one assigned
    s = _session()
    text = "y = 3*i; i = 5;"
    s.run(text)
    assert s.workspace["y"] == 3j
    s.run(text)
    assert s.workspace["y"] == 15.0
    s.run("clear i")
    s.run(text)
    assert s.workspace["y"] == 3j


def test_a_new_workspace_variable_shadows_a_function_in_a_cached_text():
    s = _session()
    text = "r = pi;"
    s.run(text)
    assert s.workspace["r"] == np.pi
    s.workspace["pi"] = 3.0
    s.run(text)
    assert s.workspace["r"] == 3.0


def test_global_declared_after_the_first_run_is_read_as_global():
    s = _session()
    s.run("global g; g = 7; clear g")
    s.run("g = 1;")
    text = "h = g;"
    s.run(text)
    assert s.workspace["h"] == 1.0
    s.run("clear g; global g")
    s.run(text)
    assert s.workspace["h"] == 7.0
    s.run("g = 8;")
    s.run(text)
    assert s.workspace["h"] == 8.0


def test_errors_do_not_leave_a_cached_text_broken():
    s = _session()
    text = "z = q + 1;"
    for _ in range(2):
        try:
            s.run(text)
        except Exception as err:  # MException: q is undefined
            assert "q" in str(err)
    s.run("q = 2;")
    s.run(text)
    assert s.workspace["z"] == 3.0


_FILE_TEXT = """persistent_count = tick() + tick();
function n = tick()
  persistent c
  if isempty(c), c = 0; end
  c = c + 1;
  n = c;
end
"""


def test_sessions_running_one_text_share_its_parse_tree():
    # chunks.FRONT: the (frozen) tree of a text, shared by every session; code stays per session
    from runmat_vm.chunks import FRONT

    a, b = _session(), _session()
    a.run(_FILE_TEXT, filename="f.m")
    b.run(_FILE_TEXT, filename="f.m")
    assert a.resolve("tick").ast is b.resolve("tick").ast
    assert a.resolve("tick").code is not b.resolve("tick").code
    assert FRONT.get(_FILE_TEXT, "f.m") is not None and FRONT.get(_FILE_TEXT + "\n", "f.m") is None


def test_sessions_sharing_a_tree_keep_their_own_persistent_variables():
    a, b = _session(), _session()
    a.run(_FILE_TEXT, filename="f.m")
    assert a.workspace["persistent_count"] == 3.0   # 1 + 2
    b.run(_FILE_TEXT, filename="f.m")
    assert b.workspace["persistent_count"] == 3.0   # b's own persistent c


def test_a_text_that_fails_to_compile_fails_in_every_session():
    import pytest

    from runmat_builtins.errors import MException

    text = "x = 1;\nfunction f(x)\n  persistent x\nend\n"
    for _ in range(2):
        with pytest.raises(MException) as e:
            _session().run(text)
        assert e.value.identifier == "MATLAB:persistentArgument"


_NESTED_TEXT = """h = @(x) twice(x) + 1;
v = outer(3) + h(4) + feval(@twice, 5);
function y = twice(x)
  y = 2 * x;
end
function y = outer(a)
  b = 10;
  y = inner(a);
  function r = inner(c)
    r = b + twice(c);
  end
end
"""


def test_fresh_sessions_get_their_own_copies_of_a_texts_compiled_code():
    # chunks.COMPILED: a text compiled in one session is copied, not compiled again, into a fresh
    # one; each copy has its own instructions, compiled-tier state and FunctionDefs, and its calls,
    # handles, nested functions and scopes refer to the copy's functions
    from runmat_vm.chunks import ORIGIN
    from runmat_vm.code import OP
    from runmat_vm.functions import FunctionDef

    a, b = _session(), _session()
    a.run(_NESTED_TEXT, filename="n.m")
    b.run(_NESTED_TEXT, filename="n.m")
    for s in (a, b):
        assert s.workspace["v"] == 10.0 + 6.0 + 9.0 + 10.0   # outer(3): 10 + 6; h(4): 9; twice(5): 10
    fa, fb = a.resolve("outer"), b.resolve("outer")
    assert fa is not fb and fa.code is not fb.code and fa.code.instrs is not fb.code.instrs
    assert ORIGIN[fa.code] is ORIGIN[fb.code]
    ia, ib = fa.children["inner"], fb.children["inner"]
    assert ia is not ib and ib.parent is fb and ib.scope.parent is fb.scope
    assert fb.scope.functions["inner"] is ib and fb.scope.functions["twice"] is b.resolve("twice")
    for fd in (fb, ib):
        for ins in fd.code.instrs:
            if ins[0] == OP["CALL"] and ins[6].__class__ is FunctionDef:
                assert ins[6] in (b.resolve("twice"), ib)


def test_a_copied_script_body_is_recompiled_when_a_late_bound_name_resolves_otherwise(tmp_path):
    # r = w; reads w before the script assigns it: a variable when no function w exists (an
    # error here), a call once w.m is on the path of a fresh session running the same text
    import pytest

    from runmat_builtins.errors import MException

    text = "r = w;\nw = 1;\n"
    with pytest.raises(MException) as e:
        _session().run(text, filename="late.m")
    assert e.value.identifier == "MATLAB:UndefinedFunction"
    (tmp_path / "w.m").write_text("function y = w()\n  y = 7;\nend\n")
    s = _session()
    s.add_path([str(tmp_path)])
    s.run(text, filename="late.m")
    assert s.workspace["r"] == 7.0
