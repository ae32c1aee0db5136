"""The ``runmat`` console script: ``run``, ``eval`` and ``--version`` start without typer or rich
(start-up is what a short script pays); every other command line goes to the typer app
(:mod:`runmat_vm.cli_app`), which also owns ``--help`` and every usage error."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable, Optional

from runmat_vm import __version__, interrupts

ACCEL_HELP = "Acceleration provider: cpu, inprocess, cuda or auto."
EXPLAIN_HELP = "Print the auto-offload planner's decision per call site (op, sizes, reason, times) to stderr."
EXPLAIN_LINES_HELP = ("Print per source line where its calls ran (host/device, fused), kernels, bytes moved and "
                      "read/written, time and the fraction of the device's measured bandwidth, to stderr "
                      "(and into --telemetry-out). Runs code interpreted, waiting for the device at each line.")
JIT_HELP = "Compiled tier for hot functions and loops (default from RUNMAT_JIT: on unless 0)."
DISPLAY_HELP = ("How values are shown: matlab (MATLAB's Command Window, the default) or octave "
                "(GNU Octave's); default from RUNMAT_DISPLAY.")

# The options ``run`` and ``eval`` take (cli_app declares them for typer; a test keeps both equal):
# option -> (keyword, value taken from the next argument, value when given without one)
RUN_OPTIONS: dict[str, tuple[str, bool, Any]] = {
    "--accel": ("accel", True, None),
    "--telemetry": ("telemetry", False, True),
    "--telemetry-out": ("telemetry_out", True, None),
    "--jit": ("jit", False, True),
    "--no-jit": ("jit", False, False),
    "--explain-offload": ("explain_offload", False, True),
    "--explain": ("explain", False, True),
    "--display": ("display", True, None),
}


def version_line() -> str:
    """``runmat --version``: the version, the plugins loaded and failed, the builtin count."""
    from runmat_builtins import catalog
    from runmat_builtins.plugins import RECORDS

    from runmat_vm import native

    n = len(catalog())
    loaded = sum(1 for r in RECORDS if r.status == "loaded")
    failed = sum(1 for r in RECORDS if r.status == "failed")
    return f"runmat {__version__}\n{native.summary()}\nplugins: {loaded} loaded, {failed} failed; {n} builtins"


def _prepare_accel(accel: Optional[str]) -> Optional[int]:
    """Select the provider; an unknown name is a usage error (2), an unavailable one an error (1)."""
    if not accel:
        return None
    import runmat_accel
    from runmat_accel.errors import MException

    try:
        runmat_accel.select_provider(accel)
    except Exception as exc:
        ident = exc.identifier if isinstance(exc, MException) else ""
        sys.stderr.write(f"runmat: --accel {accel}: {exc}\n")
        return 2 if ident.endswith(":unknownProvider") else 1
    return None


class StdoutClosed(BaseException):
    """Whoever read stdout went away (``runmat run x.m | head -3``): the program stops quietly,
    as Unix tools do. A BaseException, so neither MATLAB's try/catch nor the runtime's
    ``except Exception`` turns it into an error report."""


class _PipeGuard:
    """sys.stdout, whose writes raise :class:`StdoutClosed` instead of BrokenPipeError."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise StdoutClosed from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise StdoutClosed from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _closed_stdout_exit() -> None:
    """Exit with SIGPIPE's shell status (141), nothing printed; stdout points at /dev/null so the
    interpreter's final flush of what is still buffered does not complain."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.__stdout__.fileno())
    except (OSError, ValueError, AttributeError):
        pass
    sys.exit(141)


def _finish_telemetry(telemetry: bool, telemetry_out: Optional[Path]) -> None:
    if not (telemetry or telemetry_out):
        return
    from runmat_accel import telemetry as tel

    snap = tel.snapshot()
    if telemetry_out:
        try:
            telemetry_out.write_text(snap.model_dump_json(indent=2))
        except OSError as exc:
            sys.stderr.write(f"runmat: cannot write telemetry to {telemetry_out}: {exc}\n")
    if telemetry:
        from rich.console import Console

        from runmat_vm.report import telemetry_tables

        err = Console(stderr=True)
        for table in telemetry_tables(snap):
            err.print(table)


def _run_vm(action: Callable[[], None], accel: Optional[str], telemetry: bool,
            telemetry_out: Optional[Path], explain_offload: bool = False, explain: Any = None) -> int:
    """Run ``action`` (a Session call): 0 on success, 1 on an uncaught MATLAB error (reported
    MATLAB's way on stderr), 130 when interrupted, CODE after ``exit(CODE)``/``quit(CODE)``;
    telemetry is written in every case."""
    from runmat_builtins.errors import INTERRUPTED_MSG, MatlabExit, MException

    bad = _prepare_accel(accel)
    if bad is not None:
        return bad
    import os

    import runmat_accel

    if (accel or os.environ.get("RUNMAT_ACCEL", "")).strip().lower() in ("", "auto"):
        runmat_accel.enable_offload_planner()  # off unless a real device (or RUNMAT_ACCEL_PLAN=on)
    if telemetry or telemetry_out or explain_offload or explain is not None:
        from runmat_accel import telemetry as tel

        tel.reset()
    if explain is not None:  # (session, source text or None): lines reported from here on
        from runmat_accel import explain as lines

        from runmat_vm.explain import install

        lines.start()
        if explain[1] is not None:
            lines.add_source("<input>", explain[1])
        install(explain[0])
    try:
        action()
        code = 0
    except MatlabExit as done:  # exit/quit: the output so far is flushed below
        code = done.code
    except KeyboardInterrupt:  # Session's Interrupted (an MException too) or a raw Ctrl-C
        sys.stdout.flush()
        sys.stderr.write(INTERRUPTED_MSG + "\n")
        code = 130
    except MException as exc:
        from runmat_vm.report import error_text

        sys.stdout.flush()
        sys.stderr.write(error_text(exc))
        code = 1
    except Exception as exc:  # never a traceback for the user
        sys.stdout.flush()
        sys.stderr.write(f"Error: RunMat:internal: {type(exc).__name__}: {exc}\n")
        code = 1
    sys.stdout.flush()
    if explain is not None:
        from runmat_accel import explain as lines

        report = lines.stop()
        if report is not None:
            sys.stderr.write(lines.text(report))
    _finish_telemetry(telemetry, telemetry_out)
    if explain_offload:
        sys.stderr.write(runmat_accel.explain_offload())
    return code


def _set_jit(jit: Optional[bool]) -> None:
    """--jit / --no-jit override RUNMAT_JIT (see runmat_vm/jit)."""
    if jit is not None:
        from runmat_vm import jit as tier

        if not jit or tier.mode() == "off":
            tier.configure("on" if jit else "off")


def _session(jit: Optional[bool], display: Optional[str] = None) -> Any:
    """A new Session. Importing the VM (NumPy, the catalog) makes only objects that live as
    long as the process: the cyclic garbage collector is off meanwhile, and ``gc.freeze`` then
    moves them out of its reach, so no collection walks them again (before: ~45 collections
    during start-up, each rescanning them)."""
    import gc

    gc.disable()
    try:
        from runmat_vm.session import Session

        _set_jit(jit)
        return Session(display=display)
    finally:
        gc.freeze()
        gc.enable()


def check_display(display: Optional[str]) -> Optional[int]:
    """None when ``--display``/RUNMAT_DISPLAY name a display, else 2 (a usage error, reported)."""
    from runmat_builtins.display.mode import resolve

    try:
        resolve(display)
    except ValueError as exc:
        sys.stderr.write(f"runmat: {exc}\n")
        return 2
    return None


def run_file(file: Path, accel: Optional[str] = None, telemetry: bool = False,
             telemetry_out: Optional[Path] = None, jit: Optional[bool] = None,
             explain_offload: bool = False, display: Optional[str] = None, explain: bool = False) -> int:
    """``runmat run FILE``: the exit code (2 when the file is missing or not a file)."""
    if file.is_dir():
        sys.stderr.write(f"runmat run: {file} is a folder, not a MATLAB file (give a .m file in it)\n")
        return 2
    if not file.is_file():
        sys.stderr.write(f"runmat run: no such file: {file}\n")
        return 2
    bad = check_display(display)
    if bad is not None:
        return bad
    session = _session(jit, display)
    session.add_path([str(file.resolve().parent)], end=True)
    return _run_vm(lambda: session.run_file(file), accel, telemetry, telemetry_out, explain_offload,
                   (session, None) if explain else None)


def run_code(code: str, accel: Optional[str] = None, telemetry: bool = False,
             telemetry_out: Optional[Path] = None, jit: Optional[bool] = None,
             explain_offload: bool = False, display: Optional[str] = None, explain: bool = False) -> int:
    """``runmat eval CODE``: the exit code."""
    bad = check_display(display)
    if bad is not None:
        return bad
    session = _session(jit, display)
    return _run_vm(lambda: session.run(code), accel, telemetry, telemetry_out, explain_offload,
                   (session, code) if explain else None)


def parse_run_args(args: list[str]) -> Optional[tuple[str, dict[str, Any]]]:
    """(the one positional argument, keyword options) of a ``run``/``eval`` argument list, or
    None for anything else (``--help``, an unknown option, a missing value): typer handles those."""
    opts: dict[str, Any] = {"accel": None, "telemetry": False, "telemetry_out": None, "jit": None,
                            "explain_offload": False, "display": None, "explain": False}
    pos: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            pos += args[i + 1:]
            break
        if a.startswith("-") and a != "-":
            flag, eq, value = a.partition("=")
            known = RUN_OPTIONS.get(flag)
            if known is None:
                return None
            key, takes_value, const = known
            if takes_value and not eq:
                i += 1
                if i == len(args):
                    return None
                value = args[i]
            elif not takes_value and eq:
                return None
            opts[key] = value if takes_value else const
        else:
            pos.append(a)
        i += 1
    if len(pos) != 1:
        return None
    if opts["telemetry_out"] is not None:
        opts["telemetry_out"] = Path(opts["telemetry_out"])
    return pos[0], opts


def _fast(argv: list[str]) -> Optional[int]:
    """Run ``run``/``eval``/``--version`` without the typer app; None when the app must."""
    if argv == ["--version"]:
        sys.stdout.write(version_line() + "\n")
        return 0
    if argv and argv[0] in ("run", "eval"):
        parsed = parse_run_args(argv[1:])
        if parsed is not None:
            arg, opts = parsed
            return run_file(Path(arg), **opts) if argv[0] == "run" else run_code(arg, **opts)
    return None


def main() -> None:
    """Console-script entry point."""
    interrupts.install()
    if not isinstance(sys.stdout, _PipeGuard) and sys.stdout is not None:
        sys.stdout = _PipeGuard(sys.stdout)
    try:
        code = _fast(sys.argv[1:])
        if code is not None:
            sys.stdout.flush()
            sys.exit(code)
        from runmat_vm.cli_app import app

        app()
    except KeyboardInterrupt:
        sys.exit(130)
    except StdoutClosed:
        _closed_stdout_exit()


if __name__ == "__main__":
    main()
