"""The session's call context: what builtins may ask of the running VM.

One per :class:`~runmat_vm.session.Session`, passed explicitly as ``ctx``
(never thread-local), so two sessions in two threads share nothing.
"""

from __future__ import annotations

import time
from typing import Any

from runmat_builtins.context import HostContext
from runmat_builtins.errors import MException
from runmat_vm.code import CALL, DISPLAY, UNDEF


class VMContext(HostContext):
    """HostContext plus workspace, evaluation and function-call services."""

    def __init__(self, session: Any, stdout: Any = None, stderr: Any = None, stdin: Any = None) -> None:
        self.session = session
        self._stdin_fn = stdin if callable(stdin) and not hasattr(stdin, "readline") else None
        super().__init__(stdout=stdout, stderr=stderr, stdin=None if self._stdin_fn else stdin)
        self.frame = session.base  # the frame whose code is running
        # warning state: the 'all' default plus per-identifier overrides (MATLAB's model)
        self.warning_default = True
        self.warning_ids: dict[str, bool] = {}

    @property
    def debugger(self) -> Any:
        """The session's debugger (runmat_vm.debugger), made when first asked for."""
        dbg = self.session.debugger
        if dbg is None:
            from runmat_vm.debugger import Debugger

            dbg = self.session.debugger = Debugger(self.session)
        return dbg

    # ---- format lives on the session so `format long` is per session
    @property
    def format(self) -> str:  # type: ignore[override]
        return self.session.format

    @format.setter
    def format(self, value: str) -> None:
        self.session.format = value

    # ---- calls
    def call_function(self, fn: Any, args: tuple, nargout: int = 1) -> Any:
        from runmat_vm.interp import call_value

        return call_value(self.session, fn, list(args), nargout, self.frame)

    def element_caller(self, fn: Any, nargout: int, first: tuple) -> Any:
        """The per-element caller of arrayfun/cellfun (``runmat_vm.mapping``)."""
        from runmat_vm.mapping import element_caller

        return element_caller(self.session, self.frame, fn, nargout, first)

    def whole_array(self, fn: Any, inputs: Any, nargout: int) -> Any:
        """An elementwise anonymous body computed on whole arrays (``runmat_vm.mapping``), or None."""
        from runmat_vm.mapping import whole_array

        return whole_array(self.session, fn, inputs, nargout)

    def resolve_function(self, name: str) -> str | None:
        """'builtin', 'user' (a function of the running file or the session), 'file', or None."""
        frame = self.frame
        fd = getattr(frame, "fndef", None)
        if fd is not None and fd.scope is not None and fd.scope.find_function(name) is not None:
            return "user"
        target = self.session.resolve(name)
        if target is None:
            return None
        if isinstance(target, str):
            return "builtin"
        if name in self.session.cmdline_functions:
            return "user"
        return "file"

    # ---- interaction handlers (input, pause): per session, never shared between threads
    def read_input(self, prompt: str) -> str:
        """One line for ``input``: from the callable handler (given the prompt) or from the
        file-like stdin (the prompt is written to stdout first).  End of input and a failing
        handler are MATLAB errors; Ctrl-C (KeyboardInterrupt) passes through."""
        fn = self._stdin_fn
        try:
            if fn is not None:
                line = fn(prompt)
            else:
                self.stdout.write(prompt)
                self.stdout.flush()
                line = self.stdin.readline()
                if not line:
                    line = None
                else:
                    line = line.rstrip("\n").rstrip("\r")
        except MException:
            raise
        except EOFError:
            line = None
        except Exception as exc:
            raise MException("RunMat:input:handlerFailed",
                             f"Cannot read input: the input handler failed ({type(exc).__name__}: {exc}).") from None
        if line is None:
            raise MException("RunMat:input:endOfInput", "Cannot read input: end of input reached.")
        return line if isinstance(line, str) else str(line)

    def sleep(self, seconds: float | None) -> None:
        """``pause(n)`` (``None``: ``pause`` with no argument, wait for the user).

        The session's ``pause_handler`` is a callable taking the seconds (``None`` for a
        keypress wait) or a file-like object from which a keypress wait reads one line."""
        handler = self.session.pause_handler
        try:
            if hasattr(handler, "readline"):
                if seconds is None:
                    handler.readline()
                else:
                    _sleep(seconds)
            elif handler is _sleep and (seconds is None or seconds == float("inf")):
                _wait_for_key(self)
            else:
                handler(seconds)
        except MException:
            raise
        except Exception as exc:
            raise MException("RunMat:pause:handlerFailed",
                             f"pause failed: the pause handler failed ({type(exc).__name__}: {exc}).") from None

    pause = sleep

    # ---- warning state
    def warning_enabled(self, identifier: str) -> bool:
        """Whether a warning with this identifier is shown (overrides, then the 'all' state)."""
        if identifier and identifier in self.warning_ids:
            return self.warning_ids[identifier]
        return self.warning_default

    def set_warning(self, identifier: str, on: bool) -> None:
        """``warning('on'|'off', id)``; 'all' resets every override (MATLAB)."""
        if identifier == "all":
            self.warning_default = on
            self.warning_ids.clear()
            self.warnings_off.clear()
            if not on:
                self.warnings_off.add("all")
            return
        self.warning_ids[identifier] = on
        if on:
            self.warnings_off.discard(identifier)
        else:
            self.warnings_off.add(identifier)

    def warn(self, identifier: str, message: str) -> None:
        """Show a MATLAB warning unless it is off; ``lastwarn`` is updated either way."""
        self.last_warning = (message, identifier)
        if not self.warning_enabled(identifier):
            return
        self.stdout.flush()
        self.stderr.write(f"Warning: {message}\n")
        dbg = self.session.debugger
        if dbg is not None and "warning" in dbg.stop_if:
            dbg.at_warning(identifier)

    def running_file(self) -> str:
        """The file of the code now running (a function's or a script's), '' at the prompt:
        what ``mfilename`` reports."""
        name = getattr(self.frame, "filename", "") or ""
        return "" if name.startswith("<") else name

    # ---- workspaces
    @property
    def caller(self) -> Any:
        """The workspace of the function that called the running one (evalin/assignin 'caller')."""
        f = self.frame
        return f.caller if f is not None and f.caller is not None else self.session.base

    @property
    def base(self) -> Any:
        return self.session.base

    def workspace(self, which: str | None = None) -> Any:
        if which is None or which == "current":
            return self.frame
        if which == "caller":
            return self.caller
        if which == "base":
            return self.session.base
        raise MException("MATLAB:badopt",
                         f"Unknown workspace '{which}': use 'base' or 'caller'.")

    def get_var(self, name: str, where: str | None = None) -> Any:
        v = self.workspace(where).get(name)
        if v is UNDEF:
            if name in self.workspace(where).globals:
                return self.session.globals.get(name)
            return None
        return v

    def set_var(self, name: str, value: Any, where: str | None = None) -> None:
        ws = self.workspace(where)
        if name in ws.globals:
            self.session.globals[name] = value
        ws.set(name, value)

    def has_var(self, name: str, where: str | None = None) -> bool:
        ws = self.workspace(where)
        return ws.get(name) is not UNDEF or name in ws.globals

    def var_names(self, where: str | None = None) -> list[str]:
        ws = self.workspace(where)
        return sorted(set(ws.defined_names()) | ws.globals)

    def clear_vars(self, names: list[str] | None = None, where: str | None = None) -> None:
        ws = self.workspace(where)
        # all variables: the slots and the global declarations (clear all unlinks globals)
        targets = [*ws.names, *ws.globals] if names is None else names
        for n in targets:
            s = ws.names.get(n)
            if s is not None:
                ws.R[s] = UNDEF
            ws.globals.discard(n)

    def clear_functions(self) -> None:
        """``clear functions``: forget compiled path files (edits are re-read) and persistents."""
        sess = self.session
        sess._files.clear()
        sess._resolve_cache.clear()
        sess.persistent.clear()

    def function_location(self, name: str) -> tuple[str, str] | None:
        """What ``which NAME`` finds: ('variable', ''), ('local', FILE), ('file', PATH),
        ('builtin', CATEGORY) or None, in MATLAB's precedence order."""
        if self.has_var(name):
            return "variable", ""
        frame = self.frame
        fd = getattr(frame, "fndef", None)
        if fd is not None and fd.scope is not None:
            local = fd.scope.find_function(name)
            if local is not None:
                return "local", local.filename
        target = self.session.resolve(name)
        if target is None:
            return None
        if isinstance(target, str):
            from runmat_builtins import catalog

            return "builtin", catalog().info(target).category
        if name in self.session.cmdline_functions:
            return "local", target.filename
        return "file", target.filename

    def clear_globals(self, names: list[str] | None = None) -> None:
        g = self.session.globals
        for n in list(g) if names is None else names:
            g.pop(n, None)

    def eval_code(self, code: str, nargout: int = 0, where: str | None = None) -> Any:
        return self.session.eval_in(self.workspace(where), code, nargout)

    def input_name(self, k: int) -> str | None:
        """``inputname(k)``: the caller's variable passed as input ``k`` (1-based) of the running
        function, '' for any other expression and for every input from a cs-list argument
        (``c{:}``, ``s.f``) on; None when not called from a function.

        Calls pay nothing for it: the call instruction is found when asked, from the Python
        frame running the caller (the interpreter's loop, or compiled code with its line map)."""
        import sys

        from runmat_vm.debugger import vm_frames

        callee = self.frame
        caller = getattr(callee, "caller", None)
        if callee is None or callee.kind != "function" or caller is None:
            return None
        if k > callee.nargin:
            raise MException("MATLAB:inputname:argNumberTooLarge",
                             "Argument number exceeds number of input arguments.")
        code = pc = None
        for frame, c, at in vm_frames(sys._getframe(1)):
            if frame is caller:
                code, pc = c, at
                break
        instrs = getattr(code, "instrs", None)
        if pc is not None and instrs is not None and 0 <= pc < len(instrs) and instrs[pc][0] == DISPLAY:
            return instrs[pc][1] if k == 1 else ""  # a class's display method showing `name = ...`
        if pc is None or instrs is None or not 0 <= pc < len(instrs) or instrs[pc][0] != CALL:
            return ""  # a call through feval, a handle or a builtin: no names
        slots = code.instrs[pc][3]
        names = {s: n for n, s in caller.names.items()}
        out: list[str] = []
        for s in slots:
            if s < 0:  # a cs-list: its inputs and all later ones have no name
                break
            out.append(names.get(s, ""))
        return out[k - 1] if k <= len(out) else ""

    def publish(self, path: str, **options: Any) -> str:
        """``publish``: the script run in the base workspace, its HTML view written (runmat_vm/notebooks/publish.py)."""
        from runmat_vm.notebooks.publish import publish

        return publish(self.session, path, **options)

    def run_script(self, target: str) -> None:
        """``run(target)``: a script (or a function file, called without arguments) named by
        name or path, with or without ``.m``, in the calling workspace. Given a folder, the
        current folder is that folder while it runs and the old one after (unless the script
        itself changed folder), as MATLAB's run documents."""
        import os

        from runmat_vm.interp import invoke

        sess = self.session
        path = os.path.expanduser(target)
        folder, base = os.path.split(path)
        stem, ext = os.path.splitext(base)
        if ext not in ("", ".m") or not stem:
            raise _run_error(target)
        file = None
        if folder:
            cand = os.path.abspath(path if ext else path + ".m")
            file = cand if os.path.isfile(cand) else None
        else:
            sess._resolve_cache.clear()
            found = sess.resolve(stem)
            file = getattr(found, "filename", None) if found is not None and not isinstance(found, str) else None
        if not file:
            raise _run_error(target)
        script = sess.load_file(file)
        if getattr(script, "kind", "") not in ("script", "function"):
            raise _run_error(target)
        frame = self.frame
        here = os.path.dirname(file) if folder else None
        old = os.getcwd()
        if here:
            os.chdir(here)
        sess._resolve_cache.clear()
        try:
            invoke(sess, script, [], 0, frame)
        finally:
            if here and os.getcwd() == here:
                os.chdir(old)
            sess._resolve_cache.clear()

    # ---- paths
    def add_path(self, dirs: list[str], end: bool = False) -> None:
        self.session.add_path(dirs, end=end)

    def remove_path(self, dirs: list[str]) -> None:
        self.session.remove_path(dirs)

    @property
    def search_path(self) -> list[str]:
        return list(self.session.path)

    def last_error(self) -> Any:
        return self.session.last_error

    def set_last_error(self, err: Any) -> None:
        self.session.last_error = err

    def frame_nargs(self) -> tuple[int, int] | None:
        """(nargin, nargout) of the running function; None in a script or the base workspace."""
        f = self.frame
        if f is None or f.kind == "script":
            return None
        return f.nargin, f.nargout

    def function_arity(self, fn: Any) -> tuple[int, int]:
        """Declared (inputs, outputs) of a function; negative when varargin/varargout ends the list."""
        from runmat_builtins.values import FunctionHandle

        target = fn
        if isinstance(fn, FunctionHandle):
            t = fn.target
            if t.__class__.__name__ == "LambdaInfo":
                n = len(t.params)
                return (-n if t.params and t.params[-1] == "varargin" else n), 1
            if t.__class__ is tuple:
                t = t[0]
            target = t if t is not None else fn.name
        if isinstance(target, str):
            fd = self.frame.fndef.scope.find_function(target) if getattr(self.frame, "fndef", None) else None
            target = fd or self.session.resolve(target)
            if target is None:
                raise MException("MATLAB:UndefinedFunction", f"Undefined function '{fn}'.")
            if isinstance(target, str):
                from runmat_builtins import catalog

                spec = catalog().get(target)
                sigs = spec.signatures
                nin = max((s.max_inputs if s.max_inputs is not None else -(s.min_inputs + 1)) for s in sigs)
                if any(s.max_inputs is None for s in sigs):
                    nin = -(max(s.min_inputs for s in sigs) + 1)
                return nin, max((len(s.outputs) for s in sigs), default=0)
        code = target.code
        nin = -(code.nparams + 1) if code.varargin else code.nparams
        nout = -(code.nouts + 1) if code.varargout else code.nouts
        ast = getattr(target, "ast", None)
        if ast is not None and getattr(ast, "arguments", ()):
            from runmat_vm.arguments import positional_count

            nin = positional_count(ast)  # MATLAB: the declared positional arguments, non-negative
        return nin, nout

    def make_function_handle(self, text: str) -> Any:
        """``str2func``: a handle from a name or an anonymous-function text."""
        return self.session.make_handle(text, self.frame)


def _run_error(target: str) -> MException:
    return MException("MATLAB:run:FileNotFound",
                      f"RUN cannot execute the file '{target}'. RUN requires a valid MATLAB script")


_sleep = time.sleep


def _wait_for_key(ctx: VMContext) -> None:
    """``pause`` without a duration: wait for Enter on an interactive stdin, else return."""
    stdin = ctx.stdin
    isatty = getattr(stdin, "isatty", None)
    if isatty is not None and isatty():
        stdin.readline()
