"""The MATLAB Engine for Python's documented examples, with only the import line changed
(``import matlab.engine`` -> ``from runmat_vm import matlab``). Pages: "Call MATLAB Functions
from Python" (https://www.mathworks.com/help/matlab/matlab_external/call-matlab-functions-from-python.html),
"Call User Scripts and Functions from Python" (.../call-user-script-and-function-from-python.html),
"Use MATLAB Arrays in Python" (.../use-matlab-arrays-in-python.html), "Use MATLAB Engine Workspace
in Python" (.../use-the-matlab-engine-workspace-in-python.html), "Call MATLAB Functions
Asynchronously from Python", "Redirect Standard Output and Error to Python", and the
"Calling MATLAB from Python" cheat sheet."""

from __future__ import annotations

import io
import os
import textwrap

import numpy as np
import pytest

from runmat_vm import matlab


@pytest.fixture
def eng():
    e = matlab.engine.start_matlab()
    yield e
    e.quit()


def test_call_functions(eng):
    tf = eng.isprime(37)
    assert tf is True
    t = eng.gcd(100.0, 80.0, nargout=3)
    assert t == (20.0, 1.0, -1.0)
    assert eng.sqrt(4.0) == 2.0


def test_arrays_in_and_out(eng):
    a = matlab.double([1, 4, 9, 16, 25])
    b = eng.sqrt(a)
    assert str(b) == "[[1.0,2.0,3.0,4.0,5.0]]"
    A = matlab.int8([1, 2, 3, 4, 5])
    assert A.size == (1, 5)
    A = matlab.double([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
    assert A[1][2] == 8.0
    assert str(A[1]) == "[6.0,7.0,8.0,9.0,10.0]"
    A = matlab.int8([1, 2, 3, 4, 5, 6, 7, 8, 9])
    A.reshape((3, 3))
    assert str(A) == "[[1,4,7],[2,5,8],[3,6,9]]"
    assert repr(matlab.double([[1, 2]])) == "matlab.double([[1.0,2.0]])"
    c = matlab.double([1, 2], is_complex=True)
    assert eng.isreal(c) is False


def test_workspace_and_eval(eng):
    x = 4.0
    eng.workspace["y"] = x
    a = eng.eval("sqrt(y)")
    assert a == 2.0
    eng.eval("z = y * 3;", nargout=0)
    assert eng.workspace["z"] == 12.0
    assert sorted(eng.workspace) == ["y", "z"]


def test_user_script_and_function(eng, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "triarea.m").write_text("b = 5;\nh = 3;\na = 0.5*(b.* h)\n")
    out = io.StringIO()
    eng.triarea(nargout=0, stdout=out)
    assert out.getvalue() == "a =\n\n    7.5000\n\n"
    (tmp_path / "triarea.m").write_text("function a = triarea(b,h)\na = 0.5*(b.* h);\n")
    os.utime(tmp_path / "triarea.m", (1e9, 1e9))  # "after you save the file": a new modification time
    assert eng.triarea(1.0, 5.0) == 2.5


def test_background_calls(eng):
    future = eng.sqrt(4.0, background=True)
    assert future.result() == 2.0 and future.done()
    started = matlab.engine.start_matlab(background=True)
    assert started.result().sqrt(9.0) == 3.0


def test_redirect_output_and_errors(eng):
    out, err = io.StringIO(), io.StringIO()
    ret = eng.dec2base(2 ** 60, 16, stdout=out, stderr=err)
    assert ret == "1000000000000000"
    with pytest.raises(matlab.engine.MatlabExecutionError) as info:
        eng.undefined_function_xyz(1.0)
    assert "undefined_function_xyz" in str(info.value)
    eng.quit()
    with pytest.raises(matlab.engine.RejectedExecutionError):
        eng.sqrt(4.0)


@pytest.mark.parametrize("python, matlab_class", [
    (1.5, "double"), (3, "int64"), (True, "logical"), (1 + 2j, "double"), ("ab", "char"),
    ([1.0, "a"], "cell"), ({"f": 1.0}, "struct"), (matlab.int16([1, 2]), "int16"),
    (np.arange(3, dtype=np.uint8), "uint8"),
])
def test_python_values_become_matlab_classes(eng, python, matlab_class):
    assert eng.workspace.__class__.__name__ == "_Workspace"
    eng.workspace["v"] = python
    assert eng.eval("class(v)") == matlab_class


@pytest.mark.parametrize("code, check", [
    ("5", lambda v: v == 5.0 and type(v) is float),
    ("int32(5)", lambda v: v == 5 and type(v) is int),
    ("true", lambda v: v is True),
    ("'abc'", lambda v: v == "abc"),
    ("\"abc\"", lambda v: v == "abc"),
    ("{1, 'a'}", lambda v: v == [1.0, "a"]),
    ("struct('a', 1)", lambda v: v == {"a": 1.0}),
    ("[1 2; 3 4]", lambda v: isinstance(v, matlab.double) and v.size == (2, 2) and v[1][0] == 3.0),
    ("uint8([1 2])", lambda v: isinstance(v, matlab.uint8) and v.size == (1, 2)),
    ("[true false]", lambda v: isinstance(v, matlab.logical)),
    ("py.list({1})", lambda v: v == [1.0]),
])
def test_matlab_values_become_python(eng, code, check):
    assert check(eng.eval(code))


def test_engine_arrays_copy_on_write_both_ways(eng):
    a = matlab.double([[1, 2], [3, 4]])
    eng.workspace["x"] = a
    assert np.shares_memory(np.asarray(a), eng._session.workspace.raw("x"))
    a[0][0] = 50.0                      # Python writes: MATLAB's x keeps its value
    assert eng.eval("x(1, 1)") == 1.0
    b = eng.workspace["x"]
    assert np.shares_memory(np.asarray(b), eng._session.workspace.raw("x"))
    eng.eval("x(1, 1) = 7;", nargout=0)  # MATLAB writes: the array read before keeps its value
    assert b[0][0] == 1.0
    b[1][1] = 9.0
    assert eng.eval("x(2, 2)") == 4.0


def test_script_runs_with_only_the_import_changed(tmp_path, capsys):
    script = textwrap.dedent('''
        from runmat_vm import matlab   # was: import matlab.engine
        eng = matlab.engine.start_matlab()
        a = matlab.double([[1, 2], [3, 4]])
        eng.workspace['a'] = a
        d = eng.eval('det(a)')
        m, i = eng.max(matlab.double([3, 9, 2]), nargout=2)
        print(round(d, 6), m, i)
        eng.quit()
    ''')
    exec(compile(script, "engine_script.py", "exec"), {})
    assert capsys.readouterr().out == "-2.0 9.0 2.0\n"


def test_threads_share_an_engine_or_own_sessions():
    import threading

    from runmat_vm import Session

    eng = matlab.engine.start_matlab()
    results, errors = {}, []

    def work(k):
        try:
            results[k] = eng.sqrt(float(k * k))
            s = Session()
            s.eval(f"x = {k}; pyrun('y = {k}');")
            assert s.workspace["x"] == float(k)
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)
    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and results == {k: float(k) for k in range(8)}
