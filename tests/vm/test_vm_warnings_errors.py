"""warning state (all/one identifier, state structs), error with one argument, MException
display, and the identifiers and messages of common runtime errors (MATLAB's current ones)."""

from __future__ import annotations


def _caught(run, code: str) -> tuple[str, str]:
    out = run(f"try\n{code}\ncatch e\n  disp(e.identifier)\n  disp(e.message)\nend\n"
              "function r = one_in(x)\n  r = x;\nend\nfunction no_out()\nend\n")
    ident, msg = out.split("\n", 1)
    return ident, msg.rstrip("\n")


def test_warning_all_off_then_one_on(run):
    run("warning('off', 'all');\nwarning('on', 'a:b');\nwarning('a:b', 'shown');\nwarning('c:d', 'hidden');\n"
        "warning('on', 'all');\nwarning('c:d', 'back');\nwarning('off', 'c:d');\nwarning('off', 'all');\n"
        "warning('on', 'all');\nwarning('c:d', 'all resets ids');\n")
    assert run.err == "Warning: shown\nWarning: back\nWarning: all resets ids\n"


def test_warning_state_structs_query_and_restore(run):
    out = run("s = warning('off', 'x:y');\ndisp(s.identifier); disp(s.state)\n"
              "q = warning('query', 'x:y'); disp(q.state)\nwarning('x:y', 'quiet');\n"
              "warning(s);\nq = warning('query', 'x:y'); disp(q.state)\nwarning('x:y', 'loud');\n"
              "all = warning;\ndisp(all(1).identifier)\nwarning('off', 'all');\nwarning(all);\n"
              "warning('x:y', 'restored');\nwarning query x:y\n")
    assert out == "x:y\non\noff\non\nall\nThe state of warning 'x:y' is 'on'.\n"
    assert run.err == "Warning: loud\nWarning: restored\n"


def test_error_with_one_argument_is_literal(run):
    out = run("try, error('50% done \\n %d'), catch e, disp(e.message), end\n"
              "try, error('id:x', 'value %d%%', 5), catch e, disp(e.message), end\n")
    assert out == "50% done \\n %d\nvalue 5%\n"


def test_mexception_display_stack_and_report(run):
    out = run("try\n  error('my:id', 'it''s %d', 4);\ncatch e\n  e\n  disp(e.stack(1).line)\n"
              "  r = getReport(e);\n  disp(r)\nend\n")
    # MATLAB's display (https://www.mathworks.com/help/matlab/ref/mexception.html)
    assert out == ("e = \n\n  MException with properties:\n\n    identifier: 'my:id'\n"
                   "       message: 'it''s 4'\n         cause: {}\n         stack: [1\u00d71 struct]\n"
                   "    Correction: []\n\n2\nit's 4\n")


def test_runtime_error_identifiers_and_messages(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a_script.m").write_text("disp('ran')\n")
    assert _caught(run, "x = not_defined_here + 1;") == (
        "MATLAB:UndefinedFunction", "Unrecognized function or variable 'not_defined_here'.")
    assert _caught(run, "not_a_function_either(1);")[0] == "MATLAB:UndefinedFunction"
    assert _caught(run, "one_in(1, 2);") == ("MATLAB:TooManyInputs", "Too many input arguments.")
    assert _caught(run, "v = no_out();") == ("MATLAB:TooManyOutputs", "Too many output arguments.")
    assert _caught(run, "[p, q] = one_in(1);") == ("MATLAB:TooManyOutputs", "Too many output arguments.")
    ident, msg = _caught(run, "a_script(1);")
    assert ident == "MATLAB:scriptNotAFunction"
    assert msg.startswith("Attempt to execute SCRIPT a_script as a function:")
    assert _caught(run, "y = a_script;")[0] == "MATLAB:scriptNotAFunction"
    assert _caught(run, "s.a = 1; s.b") == ("MATLAB:nonExistentField", 'Unrecognized field name "b".')
    ident, msg = _caught(run, "a = [1 2 3]; a(5)")
    assert msg == "Index exceeds the number of array elements. Index must not exceed 3."
    ident, msg = _caught(run, "a = [1 2 3]; a(0)")
    assert ident == "MATLAB:badsubscript" and "positive integers or logical values" in msg
