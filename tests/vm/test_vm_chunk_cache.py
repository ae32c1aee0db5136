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
