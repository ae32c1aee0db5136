"""input and pause: the builtins that wait for the user, through the session's handlers.

The VM's context owns the handlers (``ctx.read_input``, ``ctx.sleep``): a file-like
object or a callable per session, so concurrent sessions never read each other's
answers.  A handler that fails or runs out of input raises a MATLAB error
(``RunMat:input:endOfInput``, ``RunMat:input:handlerFailed``,
``RunMat:pause:handlerFailed``) that the script can catch.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.lang._util import is_text, text, vm
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row, empty, to_str



def _prompt_text(p: str) -> str:
    """MATLAB expands ``\\n`` (and ``\\\\``) in an input prompt."""
    return p.replace("\\\\", "\0").replace("\\n", "\n").replace("\0", "\\")


def _host(ctx: Any) -> Any:
    if ctx is None:
        from runmat_builtins.context import HostContext

        return HostContext()
    return ctx


@runtime_builtin(
    summary="Prompt for input; evaluate the answer as an expression in the caller's workspace, or return the text with 's'.",
    description="input(prompt) shows the prompt, reads one line through the session's input handler "
                "and evaluates it in the workspace that called input (an empty answer gives []). "
                "input(prompt, 's') returns the line as a char row without evaluating it. "
                "'\\n' in the prompt starts a new line.",
    keywords=["prompt", "keyboard", "read", "stdin", "interactive"],
    related=["keyboard", "disp", "pause"],
    signatures=["X = input(PROMPT)", "TXT = input(PROMPT, 's')"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="PROMPT is not text or the option is not 's'"),
            ErrorSpec(identifier="RunMat:input:endOfInput", when="the input stream is exhausted"),
            ErrorSpec(identifier="RunMat:input:handlerFailed", when="the session's input handler raised")],
    examples=[Example(code="try\n  x = input(42);\ncatch e\n  disp(e.identifier)\nend", output="MATLAB:invalidInput\n",
                      description="the prompt must be text")],
    effects=["io", "workspace"],
)
def input(prompt: Any, option: Any = None, *, ctx: Any = None) -> Any:
    p = _prompt_text(text(prompt, "input", "prompt"))
    if option is not None and text(option, "input", "option") != "s":
        raise MException("MATLAB:invalidInput", "input: the second argument must be 's'.")
    ctx = _host(ctx)
    line = ctx.read_input(p)
    if option is not None:
        return char_row(line)
    if not line.strip():
        return empty()
    return vm(ctx, "input").eval_code(line, 1)


_PAUSE_STATE = "pause"


@runtime_builtin(
    summary="Wait N seconds (or for the user) through the session's pause handler; pause('off') disables pauses.",
    description="pause(n) waits n seconds; pause with no argument waits for the user (a line on an "
                "interactive stdin; no wait when stdin is not a terminal, unless the session has a "
                "pause handler). pause('off') makes later pauses return at once, pause('on') restores "
                "them, pause('query') returns the state; old = pause(state) returns the previous one.",
    keywords=["sleep", "wait", "delay", "keypress"],
    related=["tic", "toc", "input"],
    signatures=["pause()", "pause(N)", "pause(STATE)", "OLDSTATE = pause(STATE)"],
    errors=[ErrorSpec(identifier="MATLAB:pause:invalidInput",
                      when="N is not a nonnegative real scalar, or STATE is not 'on', 'off' or 'query'"),
            ErrorSpec(identifier="RunMat:pause:handlerFailed", when="the session's pause handler raised")],
    examples=[Example(code="pause(0)\nold = pause('off');\npause(1000)\ns = pause('query')\npause(old);",
                      output="s =\n\n    'off'\n\n")],
    output_mode="nargout",
    effects=["time", "io"],
)
def pause(n: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    ctx = _host(ctx)
    state = ctx.state.get(_PAUSE_STATE, "on")
    if n is not None and is_text(n):
        word = to_str(n).lower()
        if word not in ("on", "off", "query"):
            raise MException("MATLAB:pause:invalidInput", "Input must be 'on', 'off', or 'query'.")
        if word != "query":
            ctx.state[_PAUSE_STATE] = word
        elif nargout == 0:
            ctx.stdout.write(f"{state}\n")
            return None
        return char_row(state) if nargout or word == "query" else None
    if nargout:
        raise MException("MATLAB:maxlhs", "Too many output arguments.")
    secs: float | None = None
    if n is not None:
        try:
            arr = np.asarray(n)
            if arr.size != 1 or arr.dtype.kind not in "biuf":
                raise TypeError
            secs = float(arr.reshape(-1)[0])
        except (TypeError, ValueError):
            raise MException("MATLAB:pause:invalidInput",
                             "Input must be a nonnegative real scalar.") from None
        if secs < 0 or secs != secs:
            raise MException("MATLAB:pause:invalidInput", "Input must be a nonnegative real scalar.")
    if state == "off":
        return None
    if hasattr(ctx, "sleep"):
        ctx.sleep(secs)
    elif secs is not None and secs != float("inf"):
        import time

        time.sleep(secs)
    return None
