"""clc, more, history: the command window as the host (REPL, notebook) shows it.

The host supplies what these need through the context: ``ctx.clear_screen()`` clears its
screen (nothing happens without one), ``ctx.history`` lists the inputs it ran, and
``ctx.state['more']`` tells it whether to page long output.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value
from runmat_builtins.lib.lang._util import text
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row

MORE_STATE = "more"


@runtime_builtin(
    summary="Clear the Command Window: the REPL's terminal screen or a notebook cell's output so far.",
    description="Where there is no screen (a script run from the shell, output captured by evalc) clc "
                "does nothing.",
    keywords=["clear", "screen", "console"],
    related=["clear", "home", "more"],
    signatures=["clc"],
    examples=[Example(code="clc\nx = 1", output="x =\n\n     1\n\n")],
    effects=["io"],
)
def clc(*, ctx: Any = None) -> None:
    if ctx is not None and hasattr(ctx, "clear_screen"):
        ctx.clear_screen()
    return None


@runtime_builtin(
    summary="Page long output in the REPL: more on, more off.",
    description="With more on, the REPL stops after each screenful of one input's output and shows "
                "--More--: Enter shows the next screenful, q hides the rest of that output. "
                "Output that is not shown on a terminal is never paged.",
    keywords=["page", "pager", "scroll", "output"],
    related=["clc", "format", "disp"],
    signatures=["more on", "more off", "more(STATE)"],
    errors=[ErrorSpec(identifier="MATLAB:more:InvalidInput", when="STATE is not 'on' or 'off'")],
    examples=[Example(code="more on\nmore off\ndisp('paged off')", output="paged off\n")],
    effects=["io"],
)
def more(state: Any = None, *, ctx: Any = None) -> None:
    word = "on" if state is None else text(state, "more").strip().lower()
    if word not in ("on", "off"):
        raise MException("MATLAB:more:InvalidInput", f"Invalid option '{word}' for more: use 'on' or 'off'.")
    if ctx is not None:
        ctx.state[MORE_STATE] = word == "on"
    return None


@runtime_builtin(
    summary="The inputs run in this session, numbered: history, history N (the last N), H = history.",
    description="Lists what was typed at the REPL or run in notebook cells in this session, oldest "
                "first. With an output, returns them as a column cell array of char rows.",
    keywords=["commands", "command history", "previous", "recall"],
    related=["clc", "more"],
    signatures=["history", "history N", "H = history", "H = history(N)"],
    errors=[ErrorSpec(identifier="MATLAB:history:InvalidInput", when="N is not a nonnegative integer")],
    examples=[Example(code="h = history;\ndisp(iscell(h))", output="   1\n")],
    effects=["io"],
    suppress_auto_output=True,
)
def history(n: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    entries = list(getattr(ctx, "history", []) or [])
    first = 0
    if n is not None:
        try:  # history 5 (command syntax: text) or history(5)
            count = float(n) if isinstance(n, (int, float)) else float(text(n, "history"))
        except ValueError:
            count = -1.0
        if not (count >= 0 and is_int_value(count)):
            raise MException("MATLAB:history:InvalidInput", "history N: N must be a nonnegative integer.")
        first = max(len(entries) - int(count), 0)
    shown = entries[first:]
    if nargout >= 1:
        return cell_array([char_row(e) for e in shown], (len(shown), 1))
    width = len(str(len(entries)))
    out = []
    for i, entry in enumerate(shown, start=first + 1):
        lines = entry.split("\n")
        out.append(f" {str(i).rjust(width)}  {lines[0]}\n")
        out += [f" {' ' * width}  {ln}\n" for ln in lines[1:]]
    if ctx is not None:
        ctx.stdout.write("".join(out))
    else:
        print("".join(out), end="")
    return None
