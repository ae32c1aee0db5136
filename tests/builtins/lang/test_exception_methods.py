"""MException methods: addCause, getReport ('basic'/'extended', causes), throwAsCaller and the
dot-call forms ME.addCause(c), ME.throw() (MATLAB documentation: addCause, getReport)."""

from __future__ import annotations

from runmat_builtins.errors import MException
from runmat_builtins.values import char_row, to_str
from tests.builtins.support import call, raises_id, vm_output


def test_add_cause_returns_a_new_exception_with_the_cause():
    base = MException("a:b", "Top.")
    out = call("addCause", base, MException("c:d", "Why."))
    assert [c.message for c in out.cause] == ["Why."] and base.cause == []
    raises_id("MATLAB:MException:InvalidCause", "addCause", base, 3.0)


def test_get_report_lists_causes_indented():
    me = call("addCause", MException("a:b", "Unable to index into array."),
              MException("x:y", "Indexing array is not logical."))
    me = call("addCause", me, MException("x:z", "Indexing array is too large."))
    assert to_str(call("getReport", me)) == ("Unable to index into array.\n\nCaused by:\n"
                                             "    Indexing array is not logical.\n"
                                             "    Indexing array is too large.")
    raises_id("MATLAB:getReport:InvalidType", "getReport", me, char_row("long"))


def test_get_report_names_the_function_and_the_calling_frames(tmp_path):
    import io

    from runmat_vm import Session

    code = ("try\n  f1();\ncatch e\n  fprintf('%s\\n---\\n%s\\n', getReport(e), e.getReport('basic'));\nend\n"
            "function f1()\n  f2();\nend\nfunction f2()\n  error('my:id', 'bad');\nend\n")
    script = tmp_path / "rep.m"
    script.write_text(code)
    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run_file(str(script))
    extended, basic = out.getvalue().split("---\n")
    assert basic == "Error using f2\nbad\n"
    assert extended == ("Error using f2\nbad\n\nError in rep>f1 (line 7)\n    f2();\n\n"
                        "Error in rep (line 2)\n    f1();\n")
    assert vm_output("try\n  error('x:y', 'at the prompt');\ncatch e\n  disp(getReport(e))\nend") == "at the prompt\n"


def test_dot_call_forms_of_the_methods():
    code = ("me = MException('a:b', 'top');\nme = me.addCause(MException('c:d', 'inner'));\n"
            "try\n  me.throw();\ncatch q\n  fprintf('%s %d\\n', q.identifier, numel(q.cause));\nend\n"
            "try\n  throwAsCaller(me);\ncatch q\n  disp(q.message);\nend")
    assert vm_output(code) == "a:b 1\ntop\n"
