"""computer, ispc, isunix, ismac: the platform MATLAB code branches on."""

from __future__ import annotations

import platform as _platform
import sys
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row
from runmat_builtins.lib.strings.core._text import option_text

_MAXSIZE = 2.0 ** 48 - 1  # MATLAB's maximum number of elements on 64-bit platforms


def computer_type() -> str:
    """MATLAB's platform code: GLNXA64, MACI64, MACA64 or PCWIN64."""
    machine = _platform.machine().lower()
    if sys.platform.startswith("win"):
        return "PCWIN64"
    if sys.platform == "darwin":
        return "MACA64" if machine in ("arm64", "aarch64") else "MACI64"
    return "GLNXA64"


@runtime_builtin(
    summary="The platform code ('GLNXA64', 'MACI64', 'MACA64', 'PCWIN64'), max array size and endianness.",
    description="[STR, MAXSIZE, ENDIAN] = computer: MAXSIZE is the largest number of elements "
                "an array may have (2^48 - 1), ENDIAN 'L' (little-endian). computer('arch') gives "
                "the architecture folder name ('glnxa64', 'maci64', 'maca64', 'win64').",
    keywords=["platform", "architecture", "os", "endianness"],
    related=["ispc", "isunix", "ismac", "version"],
    signatures=["STR = computer", "[STR, MAXSIZE] = computer", "[STR, MAXSIZE, ENDIAN] = computer",
                "ARCHSTR = computer('arch')"],
    errors=[ErrorSpec(identifier="MATLAB:computer:invalidInput", when="the argument is not 'arch'")],
    examples=[Example(code="[~, maxsize, endian] = computer;\nfprintf('%d %s\\n', maxsize, endian)",
                      output="281474976710655 L\n")],
)
def computer(arg: Any = None, *, nargout: int) -> Any:
    code = computer_type()
    if arg is not None:
        if option_text(arg) != "arch":
            raise MException("MATLAB:computer:invalidInput", "Input must be 'arch'.")
        return char_row({"PCWIN64": "win64"}.get(code, code.lower()))
    endian = "L" if sys.byteorder == "little" else "B"
    if nargout <= 1:
        return char_row(code)
    return char_row(code), _MAXSIZE, char_row(endian)


def _flag(name: str, test: Any, summary: str, other: list[str]) -> Any:
    def body() -> bool:
        return test()

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, summary=summary, keywords=["platform", "os"],
        related=[o for o in other if o != name] + ["computer"], signatures=[f"TF = {name}"],
        examples=[Example(code=f"tf = {name};\ndisp(islogical(tf))", output="   1\n")],
    )(body)


_FLAGS = ["ispc", "isunix", "ismac"]
ispc = _flag("ispc", lambda: sys.platform.startswith("win"),
             "True on Windows.", _FLAGS)
isunix = _flag("isunix", lambda: not sys.platform.startswith("win"),
               "True on Linux and macOS (UNIX platforms).", _FLAGS)
ismac = _flag("ismac", lambda: sys.platform == "darwin",
              "True on macOS.", _FLAGS)
