"""``Session``: one MATLAB workspace with its path, handlers, warning state and globals."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator, MutableMapping
from pathlib import Path
from typing import Any

from runmat_accel.running import session_sink
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.lib.external.python import rich_converter
from runmat_builtins.values import FunctionHandle, from_python, install_rich, lend, to_python
from runmat_vm import interp, interrupts
from runmat_vm.code import RETURN_VALUE, UNDEF, CodeObject
from runmat_vm.debugger import DebugQuit
from runmat_vm.context import VMContext
from runmat_vm.frontend import MatlabSyntaxError, parse, parse_expression
from runmat_vm.frontend.limits import decode_source, ensure_recursion_limit, too_deep
from runmat_vm.chunks import COMPILED, FRONT, ChunkCache
from runmat_vm.functions import FunctionDef, ScriptDef, build_functions, compile_chunk
from runmat_vm import jit as _jit  # noqa: F401  (importing it installs the tier RUNMAT_JIT asks for)
from runmat_vm.parallel import BACKEND as _PARALLEL
from runmat_builtins.lib.parallel import register_backend

register_backend(_PARALLEL)  # parfeval's builtins reach the runtime on a worker through it
install_rich(rich_converter())  # maps, tables, categoricals, times across the Python line (docs/python-api.md)

_MISSING = object()


class Interrupted(MException, KeyboardInterrupt):
    """Ctrl-C during ``Session.run``/``call``: MATLAB's "Operation terminated by user." as an
    MException (identifier ``MATLAB:interrupt``) that is also a ``KeyboardInterrupt``, so an
    embedding program may catch it either way.  MATLAB code cannot catch it (try/catch in the
    VM sees only the raw interrupt, which it does not handle)."""


class Workspace(MutableMapping):
    """The base workspace as a mapping: Python values out and in, converted as the MATLAB Engine
    for Python converts them (the table is in docs/python-api.md)."""

    def __init__(self, session: Session) -> None:
        self._s = session

    def __getitem__(self, name: str) -> Any:
        v = self._s.base.get(name)
        if v is UNDEF:
            if name in self._s.base.globals:
                return to_python(self._s.globals[name])
            raise KeyError(name)
        return to_python(v)

    def __setitem__(self, name: str, value: Any) -> None:
        try:
            v = from_python(value)
        except TypeError as exc:
            raise TypeError(f"cannot put {type(value).__name__!s} into the workspace as '{name}': {exc} "
                            f"(see docs/python-api.md for the supported types)") from None
        lend(value, v)
        self._s.base.set(name, v)

    def __delitem__(self, name: str) -> None:
        s = self._s.base.names.get(name)
        if s is None or self._s.base.R[s] is UNDEF:
            raise KeyError(name)
        self._s.base.R[s] = UNDEF

    def __iter__(self) -> Iterator[str]:
        return iter(self._s.base.defined_names())

    def __len__(self) -> int:
        return len(self._s.base.defined_names())

    def raw(self, name: str) -> Any:
        """The MATLAB value as the VM holds it."""
        v = self._s.base.get(name)
        if v is UNDEF:
            raise KeyError(name)
        return v


class Session:
    """Run MATLAB code.

    ``stdin`` (for ``input``) is a file-like object or a callable ``prompt -> str``;
    ``pause`` a callable ``seconds -> None`` (``None`` seconds: wait for a key) or a file-like
    object read by ``pause`` without a duration.  Handlers belong to this session only."""

    def __init__(self, stdin: Any = None, stdout: Any = None, stderr: Any = None, pause: Any = None,
                 display: str | None = None) -> None:
        """``display``: 'matlab' or 'octave' (default: ``$RUNMAT_DISPLAY``, else 'matlab'; see
        docs/display.md)."""
        ensure_recursion_limit()
        from runmat_builtins.display import renderer, resolve_mode

        mode = resolve_mode(display)  # a bad name fails here, before any state is made
        self.base = interp.Frame(self, [], {}, kind="script", name="")
        self.base.own_names = True
        self.format = "short"
        self.globals: dict[str, Any] = {}
        self.path: list[str] = []
        self.cmdline_functions: dict[str, FunctionDef] = {}
        self.persistent: dict[Any, dict[str, Any]] = {}
        self.depth = 0
        self.last_error: MException | None = None
        self.resolver: Any = None        # optional: FunctionDef -> CodeObject or None
        self.debugger: Any = None        # runmat_vm.debugger.Debugger once a debug command ran (ctx.debugger)
        # pause(n) -> pause_handler(n); pause() -> pause_handler(None); or a file-like object
        # whose readline() is the keypress wait (see VMContext.sleep)
        self.pause_handler: Any = time.sleep if pause is None else pause
        self._resolve_cache: dict[str, Any] = {}
        self._files: dict[str, tuple[float, Any]] = {}
        self._chunks = ChunkCache()      # Session.run's compiled texts (runmat_vm.chunks)
        self.classes: Any = None         # runmat_vm.classes.ClassRegistry once a classdef file loads
        self.run_dirs: list[str] = []    # folders of the files run_file is running (searched after cwd)
        self.ctx = VMContext(self, stdout=stdout, stderr=stderr, stdin=stdin)
        self.ctx.display_mode = mode
        self._render = renderer(mode)  # the mode's display module (display is on scripts' hot path)
        self.workspace = Workspace(self)

    @property
    def display_mode(self) -> str:
        """'matlab' or 'octave': how values are shown (docs/display.md)."""
        return self.ctx.display_mode

    # ------------------------------------------------------------------ running code
    def run(self, source: str, filename: str = "<input>", name: str = "", *, call_function_file: bool = False) -> None:
        """Run ``source`` as a script in the base workspace.  Raises the MException on error.

        Functions defined in ``source`` become visible to the session (``call``, later runs).
        A text run before in the same workspace state reuses its code (``runmat_vm.chunks``)."""
        key = (source, filename, name)
        code = self._chunks.get(key, self.base)
        if code is not None:
            self._resolve_cache.clear()
            self._top(lambda: self.run_code(self.base, code))
            return
        try:
            hit = FRONT.get(source, filename)
            if hit is not None:   # this text's tree, shared by every session
                program, src = hit
            else:
                program, src = self._parse(source, filename)
                FRONT.put(source, filename, program, src)
            # this text's functions as compiled before in this process, copied for this session
            functions, fmap = COMPILED.functions(program, filename, src) if program.functions else ({}, {})
        except RecursionError:
            raise too_deep(filename) from None
        except MException:
            raise
        except Exception as exc:
            raise self._front_end_error(exc) from exc
        if functions:
            self.cmdline_functions.update(functions)
        self._resolve_cache.clear()
        body = program.body
        if program.kind == "function" and functions and call_function_file:
            # a function file run directly: call its first function without arguments
            fd = functions[program.functions[0].name]
            self._top(lambda: interp.invoke_user(self, fd, [], 0, None, self.base))
            return
        try:
            code = COMPILED.body(program, self.base, functions, fmap, filename, src, name)
        except RecursionError:
            raise too_deep(filename) from None
        except MException:
            raise
        except Exception as exc:
            raise self._front_end_error(exc) from exc
        if not functions and program.kind == "script":
            self._chunks.put(key, self.base, body, code)
        self._top(lambda: self.run_code(self.base, code))

    def run_file(self, path: str | os.PathLike) -> None:
        p = Path(path)
        try:
            text = decode_source(p.read_bytes())
        except OSError as exc:
            raise MException("MATLAB:run:FileNotFound", f"{path}: {exc.strerror or exc}") from None
        if "\x00" in text:  # an executable, an image...: never echo its bytes in a syntax error
            raise MException("RunMat:run:binaryFile", f"{path} is not a text file of MATLAB code "
                                                      f"(it holds binary data).")
        self.run_dirs.insert(0, str(p.resolve().parent))  # MATLAB's run: the script's folder is searched
        self._resolve_cache.clear()
        try:
            self.run(text, filename=str(p), name=p.stem, call_function_file=True)
        finally:
            self.run_dirs.remove(self.run_dirs[0])
            self._resolve_cache.clear()

    def eval(self, source: str) -> None:
        self.run(source)

    def _front_end_error(self, exc: Exception) -> MException:
        """A Python error of the parser or compiler as the MException Session.run raises
        (RunMat:internal, a bug the fuzz tests fail on), never a bare IndexError."""
        err = interp.to_mexception(exc)
        self.last_error = err
        return err

    def _top(self, fn: Any) -> None:
        ctx = self.ctx
        saved = ctx.frame
        ctx.frame = self.base
        try:
            with session_sink(ctx):  # warnings of builtins called with no ctx come here too
                fn()
        except MException as err:
            if isinstance(err, KeyboardInterrupt):
                interrupts.taken()
            self.last_error = err
            raise
        except DebugQuit:
            pass  # dbquit: the running code ends, quietly
        except KeyboardInterrupt:
            # the one place Ctrl-C (SIGINT, KeyboardInterrupt) becomes MATLAB's error; the
            # workspace keeps every value assigned before the interrupt
            interrupts.taken()
            err = Interrupted(errors.INTERRUPTED, errors.INTERRUPTED_MSG)
            self.last_error = err
            raise err from None
        except Exception as exc:
            err = interp.to_mexception(exc)
            self.last_error = err
            raise err from exc
        finally:
            ctx.frame = saved
            self.depth = 0

    def run_code(self, frame: interp.Frame, code: Any) -> Any:
        if self.debugger is not None:
            code = self.debugger.body(code)  # its debug copy when a breakpoint or step needs one
        R = frame.R
        for s, v in code.const_slots:
            R[s] = v
        outer = frame.filename
        if code.kind == "script":
            frame.filename = code.filename  # the running script's file (mfilename) while it runs
        try:
            return interp.execute(frame, code)
        finally:
            frame.filename = outer
            frame.release(code.temp_slots)

    def run_script_in(self, frame: interp.Frame, script: ScriptDef) -> None:
        code = compile_chunk(script.program.body, frame, script.functions,
                             script.filename, script.src, script.name)
        self.run_code(frame, code)

    def eval_in(self, frame: interp.Frame, text: str, nargout: int = 0, expression: bool = False) -> Any:
        """``eval``: statements (nargout 0) or one expression whose value(s) are returned."""
        functions = self._functions_of(frame)
        if nargout > 0 or expression:
            e = parse_expression(text)
            code = expr_chunk(e, frame, functions, text, frame.name, nargout)
            saved = self.ctx.frame
            self.ctx.frame = frame
            try:
                return self.run_code(frame, code)
            finally:
                self.ctx.frame = saved
        program, src = self._parse(text, "")
        if program.functions or program.classdef is not None:
            first = program.functions[0] if program.functions else program.classdef
            raise MatlabSyntaxError(
                "Function definitions are not supported in this context. Functions can only be "
                "created as local or nested functions in code files.", "", first.span.line,
                first.span.col, src[first.span.line - 1] if first.span.line <= len(src) else "")
        code = compile_chunk(program.body, frame, functions, "", src, frame.name)
        saved = self.ctx.frame
        self.ctx.frame = frame
        try:
            self.run_code(frame, code)
        finally:
            self.ctx.frame = saved
        return None

    def _functions_of(self, frame: interp.Frame) -> dict[str, Any]:
        fd = frame.fndef
        if fd is not None and fd.scope is not None:
            out: dict[str, Any] = {}
            scope = fd.scope
            while scope is not None:
                for k, v in scope.functions.items():
                    out.setdefault(k, v)
                scope = scope.parent
            return out
        return {}

    def make_handle(self, text: str, frame: interp.Frame | None = None) -> Any:

        text = text.strip()
        if text.startswith("@"):
            return self.eval_in(self.base if frame is None else frame, text, nargout=1)
        return FunctionHandle(text)

    # ------------------------------------------------------------------ compile helpers
    def _parse(self, source: str, filename: str) -> tuple[Any, list[str]]:
        program = parse(source, filename)
        src = source.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        return program, src

    # ------------------------------------------------------------------ functions
    def resolve(self, name: str) -> Any:
        """A function name -> FunctionDef / ScriptDef / builtin name (str) / None."""
        if self.classes is not None and self.classes.imports and "." not in name:
            from runmat_vm.classes.folders import imported  # import pkg.*: scoped, before the cache

            r = imported(self, name)
            if r is not None:
                return r
        r = self._resolve_cache.get(name, _MISSING)
        if r is _MISSING:
            r = self._lookup(name)
            self._resolve_cache[name] = r
        return r

    def _lookup(self, name: str) -> Any:
        fd = self.cmdline_functions.get(name)
        if fd is not None:
            return fd
        for d in [os.getcwd(), *self.run_dirs, *self.path]:
            f = os.path.join(d, name + ".m")
            if os.path.isfile(f):
                return self.load_file(f)
        from runmat_builtins.dispatch import is_builtin

        if is_builtin(name):
            return name
        from runmat_vm.classes import lookup  # Class.member, obj@Super, isobject..., @Class folders

        return lookup(self, name)

    def load_file(self, path: str) -> Any:
        mtime = os.path.getmtime(path)
        hit = self._files.get(path)
        if hit is not None and hit[0] == mtime:
            return hit[1]
        text = decode_source(Path(path).read_bytes())
        program, src = self._parse(text, path)
        functions = build_functions(program, path, src) if program.functions else {}
        stem = Path(path).stem
        if program.kind == "function" and program.functions:
            target = functions[program.functions[0].name]
            target.name = stem
            if target.code is not None:
                target.code.name = stem
        elif program.kind == "classdef" and program.classdef is not None:
            from runmat_vm.classes import load_class

            target = load_class(self, program, path, src, functions)
        else:
            target = ScriptDef(stem, path, program, src, functions)
        self._files[path] = (mtime, target)
        return target

    def body_of(self, fn: FunctionDef) -> Any:
        """The code to run for ``fn``: the resolver's if it has one, else the function's own."""
        if self.resolver is not None:
            code = self.resolver(fn)
            if code is not None:
                return code
        return fn.code

    def add_path(self, dirs: list[str], end: bool = False) -> None:
        dirs = [os.path.abspath(d) for d in dirs]
        rest = [p for p in self.path if p not in dirs]
        self.path = rest + dirs if end else dirs + rest
        self._resolve_cache.clear()

    def remove_path(self, dirs: list[str]) -> None:
        drop = {os.path.abspath(d) for d in dirs}
        self.path = [p for p in self.path if p not in drop]
        self._resolve_cache.clear()

    def call(self, name: str, *args: Any, nargout: int = 1) -> Any:
        """Call a builtin or a user function visible to the session with Python/NumPy values."""
        margs = []
        for k, a in enumerate(args):
            try:
                margs.append(from_python(a))
            except TypeError as exc:
                raise TypeError(f"argument {k + 1} of {name}: {exc} (see docs/python-api.md)") from None
        out = self.call_values(name, margs, nargout)
        if nargout > 1:
            return tuple(to_python(v) for v in out)
        return None if out is None else to_python(out)

    def call_values(self, name: str, args: list, nargout: int = 1) -> Any:
        """``call`` with MATLAB values in and out, unconverted (runmat_vm.matlab.engine converts
        its own way): one value, a tuple when ``nargout > 1``, None when there is none. Each call
        is a new command, as ``run`` is: names resolve afresh (a file saved since is read again)."""
        self._resolve_cache.clear()
        target = self.resolve(name)
        if target is None:
            from runmat_vm.runtime import undefined_call

            raise undefined_call(name)
        out: Any = None

        def go() -> None:
            nonlocal out
            out = interp.invoke(self, target, list(args), nargout, self.base)

        self._top(go)
        return out

    # ------------------------------------------------------------------ state used by the VM
    def persistent_store(self, frame: interp.Frame) -> dict[str, Any]:
        key = frame.fndef if frame.fndef is not None else frame.code
        store = self.persistent.get(key)
        if store is None:
            store = self.persistent[key] = {}
        return store

    def display(self, name: str | None, value: Any) -> None:
        show = getattr(type(value), "__matlab_display__", None)  # objects of user classes, graphics handles
        if show is not None:
            show(value, name, self.ctx.stdout.write)  # the session's stream, never the process's
            return
        if isinstance(value, MException):
            from runmat_vm.report import mexception_text

            self.ctx.stdout.write(mexception_text(value, name))
            return
        spacing = self.ctx.state.get("format.spacing", "loose")  # runmat_builtins.display.SPACING_STATE
        if name is None:
            self.ctx.stdout.write(self._render.disp_text(value, self.format))
        else:
            self.ctx.stdout.write(self._render.display_text(name, value, self.format, spacing))


def expr_chunk(e: Any, frame: interp.Frame, functions: dict, text: str, name: str, nargout: int) -> Any:
    """The code object evaluating expression ``e`` in ``frame``'s variables (eval, property defaults)."""
    from runmat_vm import hir
    from runmat_vm.compiler import Compiler, FrameAllocator

    scope = hir.Scope("script", name)
    scope.variables = dict.fromkeys(frame.names)
    scope.slots = dict(frame.names)
    scope.globals = set(frame.globals)
    scope.functions = dict(functions)
    code = CodeObject(name or "eval", "", "script")
    alloc = FrameAllocator(frame)
    comp = Compiler(scope, code, alloc, [text])
    s = comp.expr(e, nargout=max(nargout, 1))
    comp.emit(RETURN_VALUE, s)
    code.const_slots = list(alloc.const_values)
    code.temp_slots = list(alloc.temps)
    code.varmap = frame.names
    return code
