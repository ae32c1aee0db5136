"""``disp``, ``display`` and ``format``: show values in the session's display mode (MATLAB's or Octave's)."""

from __future__ import annotations

from typing import Any

from runmat_builtins.context import HostContext
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.display import SPACING_STATE as _FORMAT_STATE
from runmat_builtins.display import disp_text, display_text
from runmat_builtins.errors import MException
from runmat_builtins.lib.io.display.options import DisplayFormatOptions
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import class_of, is_char, is_string, to_str
from runmat_builtins.values.input_names import split_input_names



def _ctx(ctx: Any) -> Any:
    return ctx if ctx is not None else HostContext()


def current_format(ctx: Any) -> str:
    """'short' or 'long': the session's numeric display format."""
    return getattr(ctx, "format", "short") if ctx is not None else "short"


@runtime_builtin(
    summary="Show a value without printing its name.",
    description="Prints the value as auto-display would, without the 'x = ' header and blank "
                "lines. gpuArray values are gathered first.",
    keywords=["print", "show", "display", "output"],
    related=["display", "fprintf", "num2str", "format"],
    signatures=["disp(X)"],
    examples=[Example(code="disp([1 2 3])", output="     1     2     3\n"),
              Example(code="disp({1, 'ab'})", output="    {[1]}    {'ab'}\n")],
    effects=["display"],
)
def disp(x: Any, *, ctx: Any) -> None:
    c = _ctx(ctx)
    c.stdout.write(disp_text(x, current_format(c), getattr(c, "display_mode", None)))


@runtime_builtin(
    summary="Show a value (what an unsuppressed expression does).",
    description="display(X) with a variable shows it as an unsuppressed statement does, name "
                "included (x =, blank line, the value); with any other expression it prints like disp.",
    keywords=["print", "show", "output"],
    related=["disp", "format"],
    signatures=["display(X)"],
    examples=[Example(code="display(5)", output="     5\n")],
    effects=["display"],
    input_names=True,
)
def display(*args: Any, ctx: Any) -> None:
    values, given = split_input_names(args)
    if len(values) != 1:
        raise MException("MATLAB:narginchk:notEnoughInputs" if not values else "MATLAB:TooManyInputs",
                         "Not enough input arguments." if not values else "Too many input arguments.")
    c = _ctx(ctx)
    name = given.name(0) if given is not None else None
    mode = getattr(c, "display_mode", None)
    if name:
        c.stdout.write(display_text(name, values[0], current_format(c), c.state.get(_FORMAT_STATE, "loose"), mode))
    else:
        c.stdout.write(disp_text(values[0], current_format(c), mode))


_STYLES = {"short": "short", "long": "long", "shortg": "shortg", "longg": "longg",
           "shorte": "shorte", "longe": "longe", "shorteng": "shorteng", "longeng": "longeng",
           "rat": "rat", "rational": "rat", "hex": "hex", "bank": "bank", "+": "+"}


@runtime_builtin(
    summary="Set the numeric display format: short (5 digits), long (16), G and E forms of both.",
    description="'format' alone restores the default (short, loose). shortG/longG (or 'short g', "
                "'long g') print %g, shortE/longE print d.dddde+xx, with 5/16 significant digits; "
                "shortEng/longEng, rat, hex, bank and + as MATLAB shows them (the Octave display "
                "shows those as short/long). 'compact' drops the blank lines around displayed "
                "values, 'loose' restores them. fmt = format returns the current settings as a "
                "matlab.display.DisplayFormatOptions (NumericFormat, LineSpacing), and format(fmt) "
                "restores them.",
    keywords=["display", "precision", "digits", "long", "short"],
    related=["disp", "display", "num2str"],
    signatures=["format", "format(STYLE)", "format(STYLE, SPACING)", "fmt = format", "fmt = format(STYLE)",
                "format(fmt)"],
    errors=[ErrorSpec(identifier="MATLAB:format:InvalidInput", when="STYLE is not a known format")],
    examples=[Example(code="format long\nx = 1/3\nformat short\ny = 1/3",
                      output="x =\n\n   0.333333333333333\n\ny =\n\n    0.3333\n\n")],
    effects=["display"],
)
def format(*args: Any, nargout: int = 0, ctx: Any) -> Any:  # noqa: A001 - the MATLAB name
    c = _ctx(ctx)
    before = DisplayFormatOptions(c.format, c.state.get(_FORMAT_STATE, "loose"))
    _apply(c, args)
    return before if nargout > 0 else None


def _apply(c: Any, args: tuple) -> None:
    """Set the format named by ``args`` (nothing: the defaults)."""
    if len(args) == 1 and isinstance(args[0], DisplayFormatOptions):
        c.format, c.state[_FORMAT_STATE] = args[0].numeric, args[0].spacing
        return
    if not args:
        c.format = "short"
        c.state[_FORMAT_STATE] = "loose"
        return
    words = []
    for a in args:
        if not (is_char(a) or is_string(a)):
            raise MException("MATLAB:format:InvalidInput",
                             f"Invalid format option of class '{class_of(a)}'.")
        word = to_str(a).strip().lower().replace(" ", "")
        if words and word in ("g", "e", "eng") and words[-1] in ("short", "long"):
            words[-1] += word  # the older two-word spelling: format long g == format longG
        else:
            words.append(word)
    for word in words:
        if word in _STYLES:
            c.format = _STYLES[word]
        elif word in ("compact", "loose"):
            c.state[_FORMAT_STATE] = word
        elif word == "default":
            c.format = "short"
            c.state[_FORMAT_STATE] = "loose"
        else:
            raise MException("MATLAB:format:InvalidInput", f"Unknown format option '{word}'.")
