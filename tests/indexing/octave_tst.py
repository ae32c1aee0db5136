"""Read GNU Octave's own ``.tst`` test files (``%!test``, ``%!assert``, ``%!error``, ``%!shared``)
from the installed Octave and run the MATLAB-compatible blocks through RunMat.

The files are read at test time and never copied here. A block is skipped, with a reason, when
it is not MATLAB: it does not parse as MATLAB (Octave-only syntax: ``!``, ``#``, ``++``,
``endif``, ``end_try_catch``, ``f(x)(y)``, ...), it uses a double-quoted literal other than as the
code text of ``fail`` (a char in Octave, a string in MATLAB), or running it calls a function RunMat does not define or
calls one with more arguments than MATLAB accepts (Octave-only functions and call forms). The
test-file helpers ``assert`` and ``fail`` run with Octave's semantics (``octave_shims/``).
"""

from __future__ import annotations

import glob
import os
import re
import shutil
from dataclasses import dataclass, field
from typing import Any

import numpy as np

SHIMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "octave_shims")

# the test kinds this runner understands; any other (%!demo, %!testif, %!xtest, ...) is skipped
_RUN_KINDS = ("test", "assert", "error", "fail")
# errors that say the block is not MATLAB: a function Octave has and MATLAB (RunMat) has not,
# or an Octave-only call form of a shared function (more arguments than MATLAB's)
_NOT_MATLAB_IDS = ("MATLAB:UndefinedFunction", "MATLAB:TooManyInputs")


def octave_test_dir() -> str | None:
    """The installed Octave's ``etc/tests/fixed`` folder (None when Octave is not installed)."""
    env = os.environ.get("RUNMAT_OCTAVE_TESTS")
    if env:
        return env if os.path.isdir(env) else None
    if shutil.which("octave") is None:
        return None
    found = sorted(glob.glob("/usr/share/octave/*/etc/tests/fixed")) + sorted(
        glob.glob("/usr/local/share/octave/*/etc/tests/fixed"))
    return found[-1] if found else None


@dataclass(eq=False)
class Shared:
    """A ``%!shared`` group: its variables and their initialisation code."""

    names: list[str]
    code: str
    line: int
    skip: str | None = None               # why the setup (so the group) is not MATLAB
    error: str | None = None              # how the setup fails in RunMat (each block fails)
    blocks: list["Block"] = field(default_factory=list)  # the group's blocks, in file order
    states: list[Any] = field(default_factory=list)      # states[i]: the variables before blocks[i]


@dataclass(eq=False)
class Block:
    """One test block of a ``.tst`` file."""

    kind: str
    code: str
    line: int
    shared: Shared | None
    functions: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"{self.kind}@{self.line}"


_HEADER = re.compile(r"%!([a-z_]+)(.*)$")


def read_blocks(path: str) -> list[Block]:
    """Split a ``.tst`` file into its blocks (Octave's test.m reads only ``%!`` lines)."""
    raw: list[tuple[str, str, int]] = []  # (kind, text, first line)
    for lineno, line in enumerate(open(path, encoding="utf-8", errors="replace"), start=1):
        line = line.rstrip("\n")
        if not line.startswith("%!"):
            continue
        m = _HEADER.match(line)
        if m is not None:
            raw.append((m.group(1), m.group(2), lineno))
        elif raw:
            k, text, ln = raw[-1]
            raw[-1] = (k, text + "\n" + line[2:], ln)
    blocks: list[Block] = []
    shared: Shared | None = None
    functions: list[str] = []
    for kind, text, ln in raw:
        if kind == "shared":
            first, _, rest = text.partition("\n")
            first = re.split(r"[%#]", first, maxsplit=1)[0]
            names = [n.strip() for n in first.split(",") if n.strip()]
            shared = Shared(names, rest, ln)
            if _strip_comment_lines(rest).strip():  # its setup is a test of its own, as in test.m
                blocks.append(Block("shared", rest, ln, shared))
            continue
        if kind == "function":  # a later definition of a name replaces the earlier one
            new = f"function{text}"
            functions = [f for f in functions if _function_name(f) != _function_name(new)] + [new]
            continue
        if kind == "endfunction":
            if functions:
                functions[-1] += "\nend"
            continue
        text = re.sub(r"^\s*<\*?\d+>", "", text)  # a bug id: "%!test <*35841>"
        if kind == "assert":
            code = "assert" + text
        elif kind in ("error", "warning"):
            code = re.sub(r"^\s*(<.*?>|id=\S+)", "", text)  # the expected message or identifier
        else:
            code = text
        blocks.append(Block(kind, code, ln, shared, list(functions)))
        if shared is not None:
            shared.blocks.append(blocks[-1])
    return blocks


def _strip_comment_lines(code: str) -> str:
    """Whole-line comments (``%`` or Octave's ``#``) say nothing; drop them."""
    return "\n".join(ln for ln in code.split("\n") if not re.match(r"^\s*[%#]", ln))


def static_skip(code: str) -> str | None:
    """Why ``code`` is not MATLAB, judged by reading it; None when it is."""
    from runmat_vm.frontend import MatlabSyntaxError, parse
    from runmat_vm.frontend import ast as A

    try:
        program = parse(code, "<tst>")
    except MatlabSyntaxError as exc:
        return "Octave syntax: " + str(exc).split("\n", 1)[0].split(": ", 1)[-1]
    # a "..." literal is a char in Octave but a string in MATLAB: only the code text given to
    # the harness's fail() (its code text and pattern) reads the same in both
    args: set[int] = set()
    bad: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, A.Index) and not node.brace and isinstance(node.base, A.Ident) \
                and node.base.name == "fail":
            args.update(id(a) for a in node.args if isinstance(a, A.Str))
        if isinstance(node, A.Str) and node.kind == "string" and id(node) not in args:
            bad.append(node.value)
        if isinstance(node, A.Node):
            for f in node._fields:
                walk(getattr(node, f))
        elif isinstance(node, (tuple, list)):
            for x in node:
                walk(x)

    walk(program)
    if bad:
        return 'Octave double-quoted char literal used as a value ("..." is a string in MATLAB)'
    return None


def _new_session() -> Any:
    from runmat_vm.testing import CapturedSession

    s = CapturedSession()
    s.session.add_path([SHIMS])
    return s


def _empty() -> np.ndarray:
    return np.zeros((0, 0))


def _run(code: str, values: dict[str, Any] | None, names: list[str], functions: list[str]) -> dict[str, Any]:
    """Run ``code`` with the shared ``values`` set; return the shared variables after it."""
    s = _new_session()
    for n in names:
        v = (values or {}).get(n)
        s.session.base.set(n, _empty() if v is None else v)
    if functions:
        code = code + "\n" + "\n".join(functions)
    s.session.run(code)
    out = {}
    for n in names:
        try:
            out[n] = s.session.workspace.raw(n)
        except KeyError:
            out[n] = None
    return out


def not_matlab(exc: Exception) -> str | None:
    """The skip reason when an error says the code uses an Octave-only function or call form."""
    ident = getattr(exc, "identifier", "")
    if ident in _NOT_MATLAB_IDS:
        return f"Octave-only function or call form ({ident}: {getattr(exc, 'message', exc)})"
    return None


class Skip(Exception):
    """The block is not MATLAB; ``str`` is why."""


def _setup(shared: Shared) -> dict[str, Any]:
    """Run a shared group's initialisation once; raise :class:`Skip` if it cannot run."""
    from runmat_builtins.errors import MException

    if shared.skip is not None:
        raise Skip(shared.skip)
    if not shared.states:
        code = _strip_comment_lines(shared.code)
        why = static_skip(code)
        if why is None:
            try:
                shared.states.append(_run(code, None, shared.names, []))
            except MException as exc:
                why = not_matlab(exc)
                if why is None:
                    # as in test.m: the setup fails once; the group runs with its variables []
                    shared.error = (f"%!shared at line {shared.line} fails: {exc.identifier}: {exc.message}"
                                    f"\n--- code:\n{code}")
                    shared.states.append({n: None for n in shared.names})
        if why is not None:
            shared.skip = f"%!shared at line {shared.line}: {why}"
            raise Skip(shared.skip)
    return shared.states[0]


def state_before(block: Block) -> dict[str, Any] | None:
    """The shared variables as Octave's test.m hands them to ``block``: the setup's values as
    each earlier test/assert block of the group returned them (a failing block returns none).
    Computed from the file, so pytest may run the blocks in any order."""
    shared = block.shared
    if shared is None:
        return None
    _setup(shared)
    k = shared.blocks.index(block) if block in shared.blocks else 0
    while len(shared.states) <= k:
        i = len(shared.states) - 1
        prev = shared.blocks[i]
        state = shared.states[i]
        if prev.kind in ("test", "assert"):
            try:
                state = _attempt(prev, state)
            except Exception:  # noqa: BLE001  (a failing block leaves the variables as they were)
                state = shared.states[i]
        shared.states.append(state)
    return shared.states[k]


def _attempt(block: Block, values: dict[str, Any] | None) -> dict[str, Any]:
    code = _strip_comment_lines(block.code)
    if static_skip(code) is not None:
        raise Skip("not MATLAB")
    names = block.shared.names if block.shared is not None else []
    funcs = []
    for f in block.functions:
        why = static_skip(f)
        if why is None:
            funcs.append(f)
        elif re.search(r"\b" + re.escape(_function_name(f)) + r"\b", code):
            raise Skip(f"calls %!function {_function_name(f)}, which is not MATLAB ({why})")
    return _run(code, values, names, funcs)


def _function_name(text: str) -> str:
    m = re.match(r"function\s*(?:\[[^\]]*\]\s*=|\w+\s*=)?\s*(\w+)", text)
    return m.group(1) if m else ""


def run_block(block: Block) -> None:
    """Run one block: pass, raise AssertionError (a real failure) or :class:`Skip`."""
    from runmat_builtins.errors import MException

    if block.kind == "shared":
        _setup(block.shared)
        if block.shared.error is not None:
            raise AssertionError(block.shared.error)
        return
    if block.kind not in _RUN_KINDS:
        raise Skip(f"%!{block.kind} blocks are not run")
    code = _strip_comment_lines(block.code)
    why = static_skip(code)
    if why is not None:
        raise Skip(why)
    values = state_before(block)
    try:
        _attempt(block, values)
    except MException as exc:
        why = not_matlab(exc)
        if why is not None:
            raise Skip(why) from None
        if block.kind == "error" and not exc.identifier.endswith(":internal"):
            return  # the expected error (an internal one is a RunMat bug, never the expected error)
        raise AssertionError(f"{exc.identifier}: {exc.message}\n--- code:\n{code}") from None
    if block.kind == "error":
        raise AssertionError(f"expected an error, got none\n--- code:\n{code}")


def tst_files(folder: str, names: tuple[str, ...]) -> list[str]:
    return [os.path.join(folder, n) for n in names if os.path.isfile(os.path.join(folder, n))]
