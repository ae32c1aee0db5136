"""Jupyter's debugger protocol for the RunMat kernel (what JupyterLab's debugger panel and
variable explorer speak): DAP requests in ``debug_request`` messages on the control channel,
answered in ``debug_reply``, events as ``debug_event`` on IOPub.

Beyond DAP (runmat_vm/dap.py): ``debugInfo`` (how cells are named: the Murmur2 hash of the
code, as ipykernel does, under a folder of this kernel's), ``dumpCell`` (writes a cell's code
to that file, so breakpoints set in a cell name it), ``source``, ``inspectVariables`` and
``richInspectVariables`` (the base workspace, or the stopped frame's, for the variable
explorer), ``attach``/``disconnect``.  While the debugger is on, cells run under their dumped
file's name, so their breakpoints match.
"""

from __future__ import annotations

import os
import tempfile
from typing import Any

from runmat_vm.dap import DebugServer, RequestFailed

SUFFIX = ".m"


def cell_folder() -> str:
    return os.path.join(tempfile.gettempdir(), f"runmat_{os.getpid()}")


def cell_file(code: str) -> str:
    """The file a cell's code is dumped to: Murmur2 of the code with ipykernel's seed."""
    from ipykernel.compiler import get_tmp_hash_seed, murmur2_x86

    return os.path.join(cell_folder(), f"{murmur2_x86(code, get_tmp_hash_seed())}{SUFFIX}")


class KernelDebugger(DebugServer):
    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self.started = False
        self.breakpoints: dict[str, list[dict]] = {}
        dbg = kernel.matlab.ctx.debugger
        self._reader = dbg.reader
        super().__init__(kernel.matlab, self._event)
        dbg.reader, dbg.show_line = self._reader, True  # K>> from stdin until a client attaches

    def _event(self, name: str, body: dict[str, Any] | None = None) -> None:
        self.kernel._publish_debug_event({"type": "event", "event": name, "body": body or {}, "seq": 0})

    def filename(self, code: str) -> str:
        """The name a cell runs under: its dumped file while the debugger is on."""
        return cell_file(code) if self.started else "<input>"

    def _attach(self) -> None:
        dbg = self.session.ctx.debugger
        self.started = True
        dbg.reader = self._read_command
        dbg.show_line = False

    def carry_to(self, new: KernelDebugger) -> None:
        """A fresh session (after ``exit``) keeps the attached client and the cells' and files' breakpoints."""
        if self.started:
            new._attach()
        for path, bps in self.breakpoints.items():
            new.on_setBreakpoints({"source": {"path": path}, "breakpoints": bps})

    # ------------------------------------------------------------------ requests
    def on_initialize(self, args: dict) -> dict:
        self._attach()
        self.after.append(("initialized", {}))
        return self.capabilities()

    def on_attach(self, args: dict) -> dict:
        self._attach()
        return {}

    def on_disconnect(self, args: dict) -> dict:
        dbg = self.session.ctx.debugger
        self.quit()
        dbg.clear()
        self.breakpoints.clear()
        self.started = False
        dbg.reader = self._reader
        dbg.show_line = True
        return {}

    def on_debugInfo(self, args: dict) -> dict:
        from ipykernel.compiler import get_tmp_hash_seed

        return {"isStarted": self.started, "hashMethod": "Murmur2", "hashSeed": get_tmp_hash_seed(),
                "tmpFilePrefix": cell_folder() + os.sep, "tmpFileSuffix": SUFFIX,
                "breakpoints": [{"source": k, "breakpoints": v} for k, v in self.breakpoints.items()],
                "stoppedThreads": [1] if self._stop is not None else [], "richRendering": True,
                "exceptionPaths": ["MATLAB errors"], "copyToGlobals": False}

    def on_dumpCell(self, args: dict) -> dict:
        code = args.get("code", "")
        path = cell_file(code)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(code)
        return {"sourcePath": path}

    def on_setBreakpoints(self, args: dict) -> dict:
        body = super().on_setBreakpoints(args)
        path = args.get("source", {}).get("path", "")
        self.breakpoints[path] = [b for b in args.get("breakpoints", [])]
        if not self.breakpoints[path]:
            del self.breakpoints[path]
        return body

    def on_source(self, args: dict) -> dict:
        path = args.get("source", {}).get("path", "")
        try:
            with open(path, encoding="utf-8") as fh:
                return {"content": fh.read()}
        except OSError:
            raise RequestFailed("source unavailable") from None

    def on_modules(self, args: dict) -> dict:
        return {"modules": [], "totalModules": 0}

    def on_inspectVariables(self, args: dict) -> dict:
        """The variable explorer: the stopped frame's variables, else the base workspace's."""
        frame = self._stop.current.frame if self._stop is not None else self.session.base
        ref = self.refs.add("frame", frame)
        return {"variables": self.refs.variables(ref)}

    def on_richInspectVariables(self, args: dict) -> dict:
        """A variable as MATLAB displays it (``x = ...``), in the stopped frame or the base workspace."""
        from runmat_builtins.display import display_text
        from runmat_vm.code import UNDEF

        name = args.get("variableName", "")
        frame = self.session.base
        if self._stop is not None:
            k = self._frames.get(int(args.get("frameId", 0) or 0), self._stop.level)
            frame = self._stop.stack[k].frame
        v = frame.get(name)
        if v is UNDEF:
            return {"data": {}, "metadata": {}}
        text = display_text(name, v, self.session.format, mode=self.session.display_mode)
        return {"data": {"text/plain": text}, "metadata": {}}
