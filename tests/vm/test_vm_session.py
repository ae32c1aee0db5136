"""Session API: workspace mapping, call, isolation between threads, pause handler, resolver fallback."""

import io
import threading

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_vm import Session


def test_workspace_mapping_in_and_out():
    s = Session(stdout=io.StringIO())
    s.workspace["a"] = np.array([[1.0, 2.0], [3.0, 4.0]])
    s.workspace["n"] = 3
    s.workspace["name"] = "abc"
    s.run("b = a * n;\nt = upper(name);")
    assert np.array_equal(s.workspace["b"], np.array([[3.0, 6.0], [9.0, 12.0]]))
    assert s.workspace["t"] == "ABC"
    assert set(s.workspace) >= {"a", "b", "n", "name", "t"}
    del s.workspace["a"]
    assert "a" not in s.workspace
    with pytest.raises(KeyError):
        s.workspace["a"]


def test_call_builtin_and_user_function():
    s = Session(stdout=io.StringIO())
    s.run("function [s, d] = sd(a, b)\n  s = a + b;\n  d = a - b;\nend\n")
    assert s.call("sd", 5, 3, nargout=2) == (8.0, 2.0)
    assert s.call("max", [1, 7, 3]) == 7.0
    with pytest.raises(MException):
        s.call("definitely_not_a_function_abc")


def test_sessions_in_threads_do_not_share_state():
    results = {}

    def work(tag, value):
        out = io.StringIO()
        s = Session(stdout=out, stderr=io.StringIO())
        s.run(f"warning('off', 'w:{tag}');\nx = {value};\nfor k = 1:2000, x = x + 0; end\ndisp(x)\n")
        results[tag] = (out.getvalue(), s.workspace["x"], s.ctx.warnings_off)

    threads = [threading.Thread(target=work, args=(t, v)) for t, v in (("a", 1), ("b", 2))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results["a"][:2] == ("1\n", 1.0) and results["b"][:2] == ("2\n", 2.0)
    assert results["a"][2] == {"w:a"} and results["b"][2] == {"w:b"}


def test_pause_goes_through_session_handler():
    s = Session(stdout=io.StringIO())
    calls = []
    s.pause_handler = calls.append
    s.run("pause(2.5); pause(0);")
    assert calls == [2.5, 0.0]


def test_resolver_without_body_falls_back_to_definition():
    s = Session(stdout=io.StringIO())
    asked = []

    def resolver(fn):
        asked.append(fn.name)
        return None  # no body from the resolver: the function's own definition must run

    s.resolver = resolver
    s.run("r = twice(21);\nfunction y = twice(x)\n  y = 2 * x;\nend\n")
    assert s.workspace["r"] == 42.0
    assert asked == ["twice"]


def test_resolver_body_is_used_when_given():
    s = Session(stdout=io.StringIO())
    s.run("function y = one()\n  y = 1;\nend\nfunction y = two()\n  y = 2;\nend\n")
    two = s.resolve("two")
    s.resolver = lambda fn: two.code if fn.name == "one" else None
    s.run("v = one();")
    assert s.workspace["v"] == 2.0


def test_display_uses_session_stdout_and_format():
    out = io.StringIO()
    s = Session(stdout=out)
    s.run("format long\nx = 1/3\n")
    assert out.getvalue().startswith("x = 0.3333333333")
    assert s.format == "long"
    s2 = Session(stdout=io.StringIO())
    assert s2.format == "short"


def test_run_file(tmp_path):
    f = tmp_path / "script1.m"
    f.write_text("q = 5;\n")
    s = Session(stdout=io.StringIO())
    s.run_file(f)
    assert s.workspace["q"] == 5.0
    with pytest.raises(MException):
        s.run_file(tmp_path / "missing.m")
