"""onCleanup: the task runs when the object is destroyed (return, error, clear), once; an error
in it is a warning (MATLAB documentation: onCleanup)."""

from __future__ import annotations

import io

from runmat_vm import Session, jit
from tests.builtins.support import vm_output

CODE = ("f(1);\ntry\n  f(0);\ncatch e\n  disp(e.message);\nend\n"
        "function f(ok)\n  c = onCleanup(@() fprintf('clean %d\\n', ok));\n"
        "  if ~ok\n    error('a:b', 'boom');\n  end\n  disp('done');\nend\n")


def test_runs_at_return_and_before_the_catch_in_both_tiers():
    assert vm_output(CODE) == "done\nclean 1\nclean 0\nboom\n"
    out = io.StringIO()
    with jit.use("force"):
        Session(stdout=out, stderr=io.StringIO()).run(CODE)
    assert out.getvalue() == "done\nclean 1\nclean 0\nboom\n"


def test_clear_runs_it_once_and_an_error_in_it_is_a_warning():
    assert vm_output("c = onCleanup(@() disp('x'));\nd = c;\nclear c\ndisp('between')\nclear d") == \
        "between\nx\n"
    err = io.StringIO()
    out = io.StringIO()
    Session(stdout=out, stderr=err).run("c = onCleanup(@() error('p:q', 'bad cleanup'));\nclear c\ndisp('on')")
    assert out.getvalue() == "on\n" and "bad cleanup" in err.getvalue()
    assert vm_output("try\n  onCleanup(3);\ncatch e\n  disp(e.identifier)\nend") == "MATLAB:onCleanup:InvalidInput\n"
