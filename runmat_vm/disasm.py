"""``runmat disasm``: print bytecode like Python's ``dis`` (line, offset, opname, operands)."""

from __future__ import annotations

from typing import Any

from runmat_vm.code import OPCODES, CodeObject


def _slot(code: CodeObject, v: int) -> str:
    if v < 0:
        return "*" + _slot(code, ~v)
    name = code.slot_names.get(v)
    return f"r{v}({name})" if name else f"r{v}"


def _value(v: Any) -> str:
    if v is None or isinstance(v, (bool, int, float, str)):
        return repr(v)
    if hasattr(v, "kind") and hasattr(v, "name"):
        return f"<{v.kind} {v.name}>"
    return repr(v)


def _step(code: CodeObject, st: tuple) -> str:
    if st[0] == ".":
        return "." + st[1]
    if st[0] == ".(":
        return ".(" + _slot(code, st[1]) + ")"
    if st[0] == ".*":  # cs-list target of a multiple assignment
        return "." + st[1] + "*"
    if st[0] == ".(*":
        return ".(" + _slot(code, st[1]) + ")*"
    inner = ", ".join(_slot(code, a) for a in st[1])
    return f"({inner})" if st[0] == "()" else "{" + inner + "}" + ("*" if st[0] == "{}*" else "")


def _render(code: CodeObject, ins: tuple) -> str:
    """The operands of ``ins``, each as its kind in the opcode table says (``code.KINDS``)."""
    kinds = OPCODES[ins[0]].kinds
    parts = []
    for k, a in enumerate(ins[1:]):
        kind = kinds[k] if k < len(kinds) else "v"
        if kind == "-":
            continue
        if kind in "drx":
            parts.append(_slot(code, a) if isinstance(a, int) and not isinstance(a, bool) else _value(a))
        elif kind == "a":
            parts.append("(" + ", ".join(_slot(code, x) for x in a) + ")")
        elif kind == "w":
            parts.append("[" + "; ".join(", ".join(_slot(code, x) for x in row) for row in a) + "]")
        elif kind == "j":
            parts.append(f"to {a}")
        elif kind == "s":
            parts.append("".join(_step(code, st) for st in a))
        elif kind == "?":
            parts.append("(" + ", ".join(_slot(code, x) for x in a) + ")" if isinstance(a, tuple)
                         else (_slot(code, a) if isinstance(a, int) else _value(a)))
        else:
            parts.append(_value(a))
    return ", ".join(parts)


def disassemble(code: CodeObject) -> str:
    """The listing of one code object (nested code objects follow it)."""
    out = [f"Disassembly of {code.kind} {code.name!r} ({code.filename}, {code.nslots} slots):"]
    last_line = None
    nested = []
    for pc, ins in enumerate(code.instrs):
        name = OPCODES[ins[0]].name
        line = code.lines[pc]
        if name == "MAKE_LAMBDA":
            nested.append(ins[2].code)
        args = _render(code, ins)
        lineno = f"{line:>5}" if line != last_line else "     "
        last_line = line
        out.append(f"{lineno} {pc:>6} {name:<16} {args}".rstrip())
    text = "\n".join(out) + "\n"
    for c in nested:
        text += "\n" + disassemble(c)
    return text


def compiled_file(source: str, filename: str = "<input>") -> tuple[Any, list[CodeObject]]:
    """A fresh session and the code objects of a file: its script body (if any), then each
    function followed by its nested functions (anonymous functions are inside them)."""
    from runmat_vm.functions import build_functions, compile_chunk
    from runmat_vm.session import Session

    s = Session()
    program, src = s._parse(source, filename)
    functions = build_functions(program, filename, src) if program.functions else {}
    codes = []
    if program.body:
        codes.append(compile_chunk(program.body, s.base, functions, filename, src, "<script>"))

    def walk(fd: Any) -> None:
        codes.append(fd.code)
        for child in fd.children.values():
            walk(child)

    for fd in functions.values():
        walk(fd)
    return s, codes


def disassemble_source(source: str, filename: str = "<input>") -> str:
    """Compile a file's script body and functions and list them all."""
    return "\n".join(disassemble(c) for c in compiled_file(source, filename)[1])
