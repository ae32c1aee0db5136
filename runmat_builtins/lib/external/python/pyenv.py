"""pyenv: the Python environment MATLAB code's ``py.`` calls use. Here it is always the
interpreter this runtime runs in (ExecutionMode InProcess, Status Loaded)."""

from __future__ import annotations

import os
import sys
import sysconfig
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE

from ._value import ScalarObject
from .pyargs import keyword_pairs

_TEXT = ("Version", "Executable", "Library", "Home")
_ENUM = ("Status", "ExecutionMode")


class PythonEnvironment(ScalarObject):
    """The object pyenv returns (class matlab.pyclient.PythonEnvironment), read-only."""

    __slots__ = ("props",)
    matlab_class = "matlab.pyclient.PythonEnvironment"

    def __init__(self) -> None:
        lib = sysconfig.get_config_var("LDLIBRARY") or ""
        self.props = {
            "Version": f"{sys.version_info.major}.{sys.version_info.minor}",
            "Executable": sys.executable,
            "Library": lib,
            "Home": sys.prefix,
            "Status": "Loaded",
            "ExecutionMode": "InProcess",
            "ProcessID": str(os.getpid()),
            "ProcessName": "MATLAB",
        }

    def __matlab_property__(self, name: str) -> Any:
        if name not in self.props:
            raise MException("MATLAB:noSuchMethodOrField",
                             f"Unrecognized method, property, or field '{name}' for class "
                             f"'{self.matlab_class}'.")
        return np.array([[self.props[name]]], dtype=STRING_DTYPE)

    def matlab_fieldnames(self) -> list[str]:
        return list(self.props)

    def __matlab_display_text__(self, name: str | None) -> str:
        w = max(len(k) for k in self.props)
        lines = "".join(f"    {k.rjust(w)}: {v if k in _ENUM else chr(34) + v + chr(34)}\n"
                        for k, v in self.props.items())
        body = f"  PythonEnvironment with properties:\n\n{lines}"
        return f"{name} =\n\n{body}\n" if name else body


@runtime_builtin(
    summary="The Python environment of py. calls: this interpreter (Version, Executable, Home...).",
    description="pe = pyenv returns a PythonEnvironment object: Version, Executable, Library, Home, "
                "Status (Loaded), ExecutionMode (InProcess), ProcessID, ProcessName. The runtime runs "
                "inside Python, so the interpreter cannot be changed: pyenv(Version=V) accepts only "
                "this interpreter's version or executable, and ExecutionMode only InProcess.",
    keywords=["python", "environment", "interpreter", "version"],
    related=["pyrun", "pyrunfile", "pyargs"],
    signatures=["pe = pyenv", "pe = pyenv(Version=VERSION)", "pe = pyenv(ExecutionMode=MODE)"],
    errors=[ErrorSpec(identifier="MATLAB:Pyenv:PythonLoadedInProcess",
                      when="another version or execution mode is asked for")],
    examples=[Example(code="pe = pyenv;\ndisp(pe.ExecutionMode)", output="InProcess\n")],
)
def pyenv(*args: Any) -> PythonEnvironment:
    pe = PythonEnvironment()
    for key, value in keyword_pairs(args, "pyenv").items():
        k = key.lower()
        if k == "version" and str(value) in (pe.props["Version"], pe.props["Executable"]):
            continue
        if k == "executionmode" and str(value).lower() == "inprocess":
            continue
        if k not in ("version", "executionmode"):
            raise MException("MATLAB:pyenv:InvalidParameter", f"'{key}' is not a pyenv parameter.")
        raise MException("MATLAB:Pyenv:PythonLoadedInProcess",
                         "Python is loaded in this process: the runtime runs inside it, so its "
                         f"{key} cannot change.")
    return pe
