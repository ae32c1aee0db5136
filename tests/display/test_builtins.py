"""disp/display/format/fprintf/sprintf/num2str/mat2str/int2str through call_builtin."""

from __future__ import annotations

import io

import numpy as np
import pytest

from runmat_accel import upload
from runmat_builtins import call_builtin
from runmat_builtins.context import HostContext
from runmat_builtins.display import display_text
from runmat_builtins.errors import MException
from runmat_builtins.values import char_row, to_str


@pytest.fixture
def ctx():
    return HostContext(stdout=io.StringIO(), stderr=io.StringIO())


def test_disp_writes_to_ctx_stdout(ctx):
    call_builtin("disp", np.array([[1.0, 2.0, 3.0]]), nargout=0, ctx=ctx)
    assert ctx.stdout.getvalue() == "   1   2   3\n"


def test_format_long_then_reset(ctx):
    call_builtin("format", char_row("long"), nargout=0, ctx=ctx)
    assert ctx.format == "long"
    call_builtin("disp", np.pi, nargout=0, ctx=ctx)
    call_builtin("format", char_row("compact"), nargout=0, ctx=ctx)
    assert ctx.format == "long"
    call_builtin("format", nargout=0, ctx=ctx)
    assert ctx.format == "short"
    call_builtin("disp", np.pi, nargout=0, ctx=ctx)
    assert ctx.stdout.getvalue() == "3.141592653589793\n3.1416\n"


def test_format_two_word_spelling(ctx):
    # MATLAB's older spelling: `format long g` is `format longG`, `format short e` is `format shortE`
    call_builtin("format", char_row("long"), char_row("g"), nargout=0, ctx=ctx)
    assert ctx.format == "longg"
    call_builtin("format", char_row("short"), char_row("e"), nargout=0, ctx=ctx)
    assert ctx.format == "shorte"
    with pytest.raises(MException):
        call_builtin("format", char_row("g"), nargout=0, ctx=ctx)


def test_format_short_g_and_long_g(ctx):
    # octave-cli 7.3: %.5g / %.16g, scalars in prec columns, matrix columns prec + 6 wide
    call_builtin("format", char_row("shortG"), nargout=0, ctx=ctx)
    call_builtin("disp", np.array([[np.pi, 1e-5, 1e5]]), nargout=0, ctx=ctx)
    call_builtin("disp", -0.5, nargout=0, ctx=ctx)
    call_builtin("format", char_row("longG"), nargout=0, ctx=ctx)
    call_builtin("disp", np.array([[1 / 3, 2.0]]), nargout=0, ctx=ctx)
    call_builtin("format", char_row("long"), nargout=0, ctx=ctx)  # plain long is unaffected
    call_builtin("disp", 0.1, nargout=0, ctx=ctx)
    assert ctx.stdout.getvalue() == (
        "       3.1416        1e-05        1e+05\n"
        " -0.5\n"
        "      0.3333333333333333                       2\n"
        "0.100000000000000\n")


def test_format_short_e_and_long_e(ctx):
    # octave-cli 7.3: d.dddde+xx with 5/16 digits; matrix fields prec + 6 wide
    call_builtin("format", char_row("short"), char_row("e"), nargout=0, ctx=ctx)
    call_builtin("disp", np.array([[np.pi, -1e-5, 1e5]]), nargout=0, ctx=ctx)
    call_builtin("disp", -0.5, nargout=0, ctx=ctx)
    call_builtin("format", char_row("longE"), nargout=0, ctx=ctx)
    call_builtin("disp", np.array([[1 / 3, -2.0]]), nargout=0, ctx=ctx)
    assert ctx.stdout.getvalue() == (
        "   3.1416e+00  -1.0000e-05   1.0000e+05\n"
        "-5.0000e-01\n"
        "   3.333333333333333e-01  -2.000000000000000e+00\n")


def test_format_rejects_unknown(ctx):
    with pytest.raises(MException) as e:
        call_builtin("format", char_row("weird"), nargout=0, ctx=ctx)
    assert e.value.identifier == "MATLAB:format:InvalidInput"


def test_fprintf_streams_and_count(ctx):
    call_builtin("fprintf", char_row("%d apples\\n"), 3.0, nargout=0, ctx=ctx)
    call_builtin("fprintf", 1.0, char_row("%s=%d;"), char_row("a"), 1.0, nargout=0, ctx=ctx)
    n = call_builtin("fprintf", 2.0, char_row("oops\\n"), nargout=1, ctx=ctx)
    assert ctx.stdout.getvalue() == "3 apples\na=1;"
    assert ctx.stderr.getvalue() == "oops\n"
    assert n == 5.0


def test_fprintf_unknown_fid(ctx):
    with pytest.raises(MException) as e:
        call_builtin("fprintf", 7.0, char_row("x"), nargout=0, ctx=ctx)
    assert e.value.identifier == "MATLAB:FileIO:InvalidFid"
    assert e.value.message == "Invalid file identifier."


def test_fprintf_open_file_from_state(ctx):
    f = io.StringIO()
    ctx.state["files"] = {3: f}
    call_builtin("fprintf", 3.0, char_row("%g\\n"), 0.5, nargout=0, ctx=ctx)
    assert f.getvalue() == "0.5\n"


def test_sprintf_builtin_returns_char_row():
    s = call_builtin("sprintf", char_row("%d,"), np.array([[1.0, 2.0, 3.0]]))
    assert to_str(s) == "1,2,3,"
    empty = call_builtin("sprintf", char_row(""))
    assert empty.shape == (1, 0)


def test_sprintf_bad_format():
    with pytest.raises(MException) as e:
        call_builtin("sprintf", 5.0)
    assert e.value.identifier == "MATLAB:sprintf:InvalidFormat"


def test_num2str_matrix_is_char_matrix():
    s = call_builtin("num2str", np.array([[1.0, 2.0], [3.0, 4.0]]))
    assert s.shape == (2, 4) and ["".join(r) for r in s.tolist()] == ["1  2", "3  4"]


def test_mat2str_and_int2str_builtins():
    assert to_str(call_builtin("mat2str", np.array([[1.0, 2.0], [3.0, 4.0]]))) == "[1 2;3 4]"
    assert to_str(call_builtin("mat2str", 3.14159, 4.0)) == "3.142"
    assert to_str(call_builtin("int2str", 2.5)) == "3"


def test_gpuarray_displays_like_host():
    g = upload(np.array([[1.5, 2.0]]))
    assert display_text("x", g) == "x =\n\n   1.5000   2.0000\n\n"


def test_disp_gathers_gpuarray(ctx):
    call_builtin("disp", upload(np.array([[1.0, 2.0]])), nargout=0, ctx=ctx)
    assert ctx.stdout.getvalue() == "   1   2\n"
