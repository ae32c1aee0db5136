"""system, unix, dos: run a command in the operating system's shell, its output captured or shown."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.strings.core._text import char_out, scalar_text



def _shell() -> list[str] | None:
    """The user's shell, as MATLAB uses on UNIX ($MATLAB_SHELL, then $SHELL, then /bin/sh)."""
    if sys.platform.startswith("win"):
        return None
    sh = os.environ.get("MATLAB_SHELL") or os.environ.get("SHELL") or "/bin/sh"
    return [sh if os.path.exists(sh) else "/bin/sh", "-c"]


def run_command(fname: str, args: tuple, nargout: int, ctx: Any) -> Any:
    """Run ``args[0]`` in the shell; ``-echo`` shows the output even when it is returned, and
    NAME, VALUE pairs set environment variables for that command only."""
    if not args:
        raise MException(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG)
    cmd = scalar_text(args[0], fname, "Command")
    rest = list(args[1:])
    echo = False
    if rest and (scalar_text(rest[0], fname, "Option") or "").lower() == "-echo" and len(rest) % 2 == 1:
        echo = True
        rest = rest[1:]
    if len(rest) % 2:
        raise MException(f"MATLAB:{fname}:InvalidArguments",
                         "Environment variable names and values must come in pairs.")
    env = dict(os.environ)
    for k in range(0, len(rest), 2):
        env[scalar_text(rest[k], fname, "Environment variable name") or ""] = \
            scalar_text(rest[k + 1], fname, "Environment variable value") or ""
    out = ctx.stdout if ctx is not None else sys.stdout
    if cmd.rstrip().endswith("&"):  # MATLAB runs a trailing-& command in the background
        shell = _shell()
        subprocess.Popen(shell + [cmd] if shell else cmd, shell=shell is None, env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return (0.0, char_out("")) if nargout >= 2 else 0.0
    shell = _shell()
    try:
        out.flush()
    except (AttributeError, ValueError):
        pass
    proc = subprocess.run(shell + [cmd] if shell else cmd, shell=shell is None, env=env,
                          stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    text = proc.stdout.decode("utf-8", errors="replace")
    status = float(proc.returncode if proc.returncode >= 0 else 128 - proc.returncode)
    if nargout < 2 or echo:
        out.write(text)
    if nargout >= 2:
        return status, char_out(text)
    return status


_DESC = ("[STATUS, CMDOUT] = {n}(COMMAND) runs COMMAND in the user's shell ($SHELL, else "
         "/bin/sh) and returns its exit status and its output (standard output and standard "
         "error together). With fewer than two outputs the command's output is shown; '-echo' "
         "shows it anyway. A trailing '&' runs the command in the background. NAME, VALUE "
         "pairs after COMMAND set environment variables for that command.")


@runtime_builtin(
    summary="Run an operating-system command; returns its status and output.",
    description=_DESC.format(n="system"),
    keywords=["shell", "command", "os", "execute", "bash"],
    related=["unix", "dos", "getenv", "setenv"],
    signatures=["STATUS = system(COMMAND)", "[STATUS, CMDOUT] = system(COMMAND)",
                "[STATUS, CMDOUT] = system(COMMAND, '-echo')"],
    errors=[ErrorSpec(identifier="MATLAB:system:mustBeText", when="COMMAND is not text")],
    examples=[Example(code="[status, out] = system('echo hello');\nfprintf('%d [%s]\\n', status, strtrim(out))",
                      output="0 [hello]\n"),
              Example(code="status = system('exit 3')", output="status =\n\n     3\n\n")],
    effects=["io", "filesystem"],
)
def system(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return run_command("system", args, nargout, ctx)


@runtime_builtin(
    summary="Run a UNIX shell command (system on UNIX).",
    description=_DESC.format(n="unix"),
    keywords=["shell", "command", "os", "execute"],
    related=["system", "dos"],
    signatures=["STATUS = unix(COMMAND)", "[STATUS, CMDOUT] = unix(COMMAND)"],
    examples=[Example(code="[s, out] = unix('printf abc');\ndisp(out)", output="abc\n")],
    effects=["io", "filesystem"],
)
def unix(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return run_command("unix", args, nargout, ctx)


@runtime_builtin(
    summary="Run a command in the operating system's shell (system; cmd.exe on Windows).",
    description=_DESC.format(n="dos"),
    keywords=["shell", "command", "os", "execute", "windows"],
    related=["system", "unix"],
    signatures=["STATUS = dos(COMMAND)", "[STATUS, CMDOUT] = dos(COMMAND)"],
    examples=[Example(code="[s, out] = dos('echo hi');\nfprintf('%d\\n', s)", output="0\n")],
    effects=["io", "filesystem"],
)
def dos(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return run_command("dos", args, nargout, ctx)
