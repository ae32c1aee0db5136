"""version, ver, verLessThan, isMATLABReleaseOlderThan: the MATLAB release this runtime follows.

RunMat implements the MATLAB language as documented for release R2023b (MATLAB version 23.2):
string arrays, missing, dictionary-era functions, readlines/writelines and the release-query
functions all exist there, so code that checks the release takes its modern branches.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import count_value
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row
from runmat_builtins.lib.strings.core._text import option_text, scalar_text

RELEASE = "2023b"
VERSION = "23.2.0.0"
VERSION_SHORT = "23.2"
RELEASE_DATE = "September 13, 2023"
_RELEASE_RE = re.compile(r"^R(\d{4})([ab])$")


def _release_key(r: str) -> tuple[int, int]:
    m = _RELEASE_RE.match(r.strip())
    if m is None:
        raise MException("MATLAB:isMATLABReleaseOlderThan:InvalidRelease",
                         f"Invalid release '{r}'. Specify a release in the form \"R2023b\".")
    return int(m.group(1)), 0 if m.group(2) == "a" else 1


@runtime_builtin(
    summary="The MATLAB version this runtime follows: '23.2.0.0 (R2023b)'.",
    description="version('-release') gives '2023b', version('-date') the release date, "
                "version('-description') '' and version('-java') a note that no Java is used. "
                "[V, D] = version also returns the date.",
    keywords=["version", "release", "matlab version"],
    related=["ver", "verLessThan", "isMATLABReleaseOlderThan", "computer"],
    signatures=["V = version", "[V, D] = version", "V = version(OPTION)"],
    errors=[ErrorSpec(identifier="MATLAB:version:invalidInput", when="the option is not one of the documented ones")],
    examples=[Example(code="v = version", output="v =\n\n    '23.2.0.0 (R2023b)'\n\n"),
              Example(code="r = version('-release')", output="r =\n\n    '2023b'\n\n")],
)
def version(option: Any = None, *, nargout: int) -> Any:
    full = f"{VERSION} (R{RELEASE})"
    if option is None:
        return (char_row(full), char_row(RELEASE_DATE)) if nargout >= 2 else char_row(full)
    opt = option_text(option)
    table = {"-release": RELEASE, "-date": RELEASE_DATE, "-description": "",
             "-java": "Java is not used by RunMat", "-blas": "NumPy BLAS", "-lapack": "NumPy LAPACK"}
    if opt not in table:
        raise MException("MATLAB:version:invalidInput", "Invalid input argument.")
    return char_row(table[opt])


def _products() -> list[dict[str, Any]]:
    return [{"Name": char_row("MATLAB"), "Version": char_row(VERSION_SHORT),
             "Release": char_row(f"(R{RELEASE})"), "Date": char_row("13-Sep-2023")}]


@runtime_builtin(
    summary="Version information: prints the MATLAB header, or returns a struct (Name, Version, Release, Date).",
    keywords=["version", "products", "toolboxes"],
    related=["version", "verLessThan"],
    signatures=["ver", "ver(PRODUCT)", "V = ver", "V = ver(PRODUCT)"],
    examples=[Example(code="v = ver('matlab');\nfprintf('%s %s %s\\n', v.Name, v.Version, v.Release)",
                      output="MATLAB 23.2 (R2023b)\n")],
    effects=["display"],
)
def ver(product: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    prods = _products()
    if product is not None:
        want = (scalar_text(product, "ver", "Product") or "").lower()
        prods = [p for p in prods if "".join(p["Name"].ravel()).lower() == want]
    if nargout >= 1:
        elems = np.empty((1, len(prods)), dtype=object)
        for k, p in enumerate(prods):
            elems[0, k] = p
        if not prods:
            elems = np.empty((0, 1), dtype=object)
        return StructArray(["Name", "Version", "Release", "Date"], elems)
    if ctx is None:
        return None
    import platform as _pf

    bar = "-" * 100 + "\n"
    out = [bar, f"MATLAB Version: {VERSION} (R{RELEASE})\n",
           f"Operating System: {_pf.system()} {_pf.release()} {_pf.machine()}\n",
           "Java Version: Java is not used by RunMat\n", bar]
    for p in prods:
        name = "".join(p["Name"].ravel())
        out.append(f"{name:<54}Version {VERSION_SHORT:<12}(R{RELEASE})\n")
    ctx.stdout.write("".join(out))
    return None


def _parts(v: str) -> list[int]:
    if not re.match(r"^\d+(\.\d+)*$", v.strip()):
        raise MException("MATLAB:verLessThan:badVersionFormat",
                         "Version must be of the form 'major.minor.revision' with numbers only.")
    return [int(x) for x in v.strip().split(".")]


@runtime_builtin(
    summary="True when the installed version of a product is older than the given version.",
    description="verLessThan('matlab', '9.14') compares MATLAB's version (23.2) field by field "
                "(major, minor, revision). Products other than MATLAB are not installed.",
    keywords=["version", "compare", "compatibility"],
    related=["version", "ver", "isMATLABReleaseOlderThan"],
    signatures=["TF = verLessThan(TOOLBOX, VERSION)"],
    errors=[ErrorSpec(identifier="MATLAB:verLessThan:missingToolbox", when="the product is not installed"),
            ErrorSpec(identifier="MATLAB:verLessThan:badVersionFormat", when="VERSION is not numbers and dots")],
    examples=[Example(code="tf = verLessThan('matlab', '9.14')", output="tf =\n\n  logical\n\n   0\n\n"),
              Example(code="tf = verLessThan('matlab', '24.1')", output="tf =\n\n  logical\n\n   1\n\n")],
)
def verLessThan(toolbox: Any, ver_: Any) -> bool:
    name = (scalar_text(toolbox, "verLessThan", "Toolbox") or "").lower()
    if name != "matlab":
        raise MException("MATLAB:verLessThan:missingToolbox", f"{name} is not installed.")
    want = _parts(scalar_text(ver_, "verLessThan", "Version") or "")
    have = _parts(VERSION_SHORT)
    n = max(len(want), len(have), 3)
    want += [0] * (n - len(want))
    have += [0] * (n - len(have))
    return have[:3] < want[:3]


@runtime_builtin(
    summary="True when the running release (R2023b) is older than the given release.",
    description="isMATLABReleaseOlderThan(RELEASE, STAGE, UPDATE): RELEASE like \"R2024a\"; STAGE "
                "'release' or 'prerelease'; UPDATE an update number. This runtime is R2023b, "
                "general release, update 0.",
    keywords=["release", "version", "compare", "compatibility"],
    related=["verLessThan", "version"],
    signatures=["TF = isMATLABReleaseOlderThan(RELEASE)", "TF = isMATLABReleaseOlderThan(RELEASE, STAGE)",
                "TF = isMATLABReleaseOlderThan(RELEASE, STAGE, UPDATE)"],
    errors=[ErrorSpec(identifier="MATLAB:isMATLABReleaseOlderThan:InvalidRelease",
                      when="RELEASE is not of the form R2023b")],
    examples=[Example(code="tf = isMATLABReleaseOlderThan(\"R2024a\")", output="tf =\n\n  logical\n\n   1\n\n"),
              Example(code="tf = isMATLABReleaseOlderThan(\"R2020b\")", output="tf =\n\n  logical\n\n   0\n\n")],
)
def isMATLABReleaseOlderThan(release: Any, stage: Any = None, update: Any = None) -> bool:
    want = _release_key(scalar_text(release, "isMATLABReleaseOlderThan", "Release") or "")
    have = _release_key("R" + RELEASE)
    stage_txt = option_text(stage) if stage is not None else "release"
    if stage_txt not in ("release", "prerelease"):
        raise MException("MATLAB:isMATLABReleaseOlderThan:InvalidStage",
                         "Stage must be \"release\" or \"prerelease\".")
    upd = 0.0 if update is None else float(count_value(update))  # a nonnegative integer scalar
    have_full = (have, 1, 0.0)
    want_full = (want, 1 if stage_txt == "release" else 0, upd)
    return have_full < want_full
