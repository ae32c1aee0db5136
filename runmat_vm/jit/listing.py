"""``runmat disasm --compiled``: the Python source the compiled tier generates for a file.

Each code object (script body, functions, nested and anonymous functions) is shown
as its generic version (argument classes unknown, so every operation carries its
type test); code the tier declines is listed with the reason and each of its loops
that compiles on its own is shown instead.
"""

from __future__ import annotations

from typing import Any

from runmat_vm.code import FOR_EACH_INIT, FOR_RANGE_INIT, JUMP, MAKE_LAMBDA
from runmat_vm.disasm import compiled_file
from runmat_vm.jit import types as T
from runmat_vm.jit.codegen import Unsupported
from runmat_vm.jit.tier import compile_code


def _generic_entry(code: Any, whole: bool) -> dict[int, int]:
    st = {s: T.ALL for s in code.varmap.values()}
    if whole and code.kind == "function":
        st = {s: T.U for s in code.varmap.values()}
        for s in code.param_slots:
            if s >= 0:
                st[s] = T.ALL
        if code.varargin:
            st[code.varargin_slot] = T.A
    return st


def listing(code: Any, session: Any = None) -> str:
    """The generated source for one code object (and the anonymous functions it creates)."""
    head = f"# compiled {code.kind} {code.name!r} ({code.filename})"
    nested = [ins[2].code for ins in code.instrs if ins[0] == MAKE_LAMBDA]
    try:
        text = head + "\n" + compile_code(code, None, _generic_entry(code, True), session).source
    except Unsupported as exc:
        parts = [f"{head}: stays in the interpreter ({exc})"]
        for pc, ins in enumerate(code.instrs):
            top = None
            if ins[0] in (FOR_RANGE_INIT, FOR_EACH_INIT):
                top = pc
            elif ins[0] == JUMP and ins[1] is not None and ins[1] <= pc:
                top = ins[1]
            if top is None:
                continue
            try:
                src = compile_code(code, top, _generic_entry(code, False), session).source
                parts.append(f"# loop at instruction {top} (line {code.line_at(top)})\n{src}")
            except Unsupported as exc2:
                parts.append(f"# loop at instruction {top}: stays in the interpreter ({exc2})")
        text = "\n".join(parts)
    for c in nested:
        text += "\n" + listing(c, session)
    return text


def listing_source(source: str, filename: str = "<input>") -> str:
    """Compile a file's script body and functions and list the generated Python for each."""
    session, codes = compiled_file(source, filename)
    return "\n".join(listing(c, session) for c in codes)
