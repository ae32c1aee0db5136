"""input and pause through the session's handlers: file-like or callable, failures as MATLAB errors,
and no crossing between sessions running in different threads."""

from __future__ import annotations

import io
import threading

import pytest

from runmat_builtins.errors import MException
from runmat_vm import Session


def _session(stdin=None, pause=None):
    out, err = io.StringIO(), io.StringIO()
    return Session(stdin=stdin, stdout=out, stderr=err, pause=pause), out, err


def test_input_numeric_evaluates_in_the_callers_workspace():
    s, out, _ = _session(stdin=io.StringIO("k * 10\n\n"))
    s.run("r = ask(4);\ndisp(r)\ne = input('empty? ');\ndisp(size(e))\n"
          "function r = ask(k)\n  r = input('n: ');\nend\n")
    assert out.getvalue() == "n: 40\nempty?    0   0\n"


def test_input_text_form_and_prompt_newlines():
    s, out, _ = _session(stdin=io.StringIO("  hello there \n"))
    s.run("t = input('line one\\nline two: ', 's');\ndisp(['[' t ']'])\ndisp(class(t))\n")
    assert out.getvalue() == "line one\nline two: [  hello there ]\nchar\n"


def test_input_end_of_input_is_a_matlab_error():
    s, out, _ = _session(stdin=io.StringIO("1\n"))
    s.run("a = input('a: ');\ntry\n  b = input('b: ');\ncatch e\n  disp(e.identifier)\nend\ndisp(a)\n")
    assert out.getvalue() == "a: b: RunMat:input:endOfInput\n1\n"


def test_failing_callable_handler_is_a_matlab_error_not_a_crash():
    def broken(prompt):
        raise RuntimeError("device unplugged")

    s, out, _ = _session(stdin=broken)
    s.run("try\n  x = input('x? ');\ncatch e\n  disp(e.identifier)\n  disp(e.message)\nend\n")
    assert out.getvalue() == ("RunMat:input:handlerFailed\n"
                              "Cannot read input: the input handler failed (RuntimeError: device unplugged).\n")
    with pytest.raises(MException) as info:
        s.run("y = 2;\nx = input('x? ');\n")
    assert info.value.identifier == "RunMat:input:handlerFailed"
    assert s.workspace["y"] == 2.0  # the workspace survives the failed statement


def test_callable_handler_returning_none_means_end_of_input():
    s, out, _ = _session(stdin=lambda p: None)
    with pytest.raises(MException) as info:
        s.run("x = input('x? ', 's');")
    assert info.value.identifier == "RunMat:input:endOfInput"


def test_invalid_answer_raises_the_evaluation_error():
    s, out, _ = _session(stdin=io.StringIO("no_such_name + 1\n"))
    with pytest.raises(MException) as info:
        s.run("x = input('x? ');")
    assert info.value.identifier == "MATLAB:UndefinedFunction"


def test_pause_callable_file_and_failure():
    calls = []
    s, out, _ = _session(pause=calls.append)
    s.run("pause(0.25); pause; pause(0);")
    assert calls == [0.25, None, 0.0]

    keys = io.StringIO("\n\n")
    s, out, _ = _session(pause=keys)
    s.run("pause; pause(0); disp(1)")
    assert keys.tell() == 1 and out.getvalue() == "1\n"

    def broken(seconds):
        raise OSError("no clock")

    s, out, _ = _session(pause=broken)
    s.run("try\n  pause(1);\ncatch e\n  disp(e.identifier)\nend\n")
    assert out.getvalue() == "RunMat:pause:handlerFailed\n"


def test_pause_off_skips_the_handler_and_validates_arguments():
    calls = []
    s, out, _ = _session(pause=calls.append)
    s.run("old = pause('off');\npause(5);\ndisp(pause('query'))\npause(old);\npause(2);\n"
          "try\n  pause(-1);\ncatch e\n  disp(e.identifier)\nend\n"
          "try\n  pause('sometimes');\ncatch e\n  disp(e.identifier)\nend\n")
    assert calls == [2.0]
    assert out.getvalue() == "off\nMATLAB:pause:invalidInput\nMATLAB:pause:invalidInput\n"


def test_eight_threads_never_cross_handlers():
    n = 8
    results: dict[int, tuple[str, str]] = {}
    errors: list[BaseException] = []
    barrier = threading.Barrier(n)
    code = ("total = 0;\nfor k = 1:20\n  v = input(sprintf('q%d? ', k));\n  total = total + v;\n"
            "  pause(0);\nend\nname = input('who? ', 's');\nfprintf('%s %d\\n', name, total);\n"
            "warning('t:w', 'from %s', name);\n")

    def worker(i: int) -> None:
        try:
            answers = "".join(f"{i * 100 + k}\n" for k in range(1, 21)) + f"session{i}\n"
            pauses: list = []
            out, err = io.StringIO(), io.StringIO()

            def pause(seconds, _i=i):
                pauses.append((_i, seconds))

            s = Session(stdin=io.StringIO(answers), stdout=out, stderr=err, pause=pause)
            if i % 2:
                s.run("warning('off', 't:w');")
            barrier.wait()
            s.run(code)
            assert pauses == [(i, 0.0)] * 20
            results[i] = (out.getvalue(), err.getvalue())
        except BaseException as exc:  # reported in the main thread
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors, errors
    for i in range(n):
        out, err = results[i]
        prompts = "".join(f"q{k}? " for k in range(1, 21)) + "who? "
        assert out == f"{prompts}session{i} {sum(i * 100 + k for k in range(1, 21))}\n"
        assert err == ("" if i % 2 else f"Warning: from session{i}\n")


def test_callable_handlers_in_threads_get_their_own_prompts():
    seen: dict[int, list[str]] = {i: [] for i in range(8)}

    def make(i):
        def answer(prompt):
            seen[i].append(prompt)
            return str(i)
        return answer

    outs = {}

    def worker(i):
        out = io.StringIO()
        s = Session(stdin=make(i), stdout=out)
        s.run(f"for k = 1:10\n  x = input('p{i}:');\n  fprintf('%d', x);\nend\n")
        outs[i] = out.getvalue()

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    for i in range(8):
        assert seen[i] == [f"p{i}:"] * 10
        assert outs[i] == str(i) * 10
