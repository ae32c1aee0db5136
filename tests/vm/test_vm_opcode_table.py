"""The opcode table (runmat_vm.code.OPCODES): every executor reads the same definition."""

from __future__ import annotations

from pathlib import Path

import pytest

from runmat_vm import code as bc
from runmat_vm import interp
from runmat_vm.disasm import compiled_file, disassemble

CONFORMANCE = Path(__file__).resolve().parents[1] / "conformance"


def _code_objects(path: Path) -> list:
    out = compiled_file(path.read_text(), str(path))[1]
    k = 0
    while k < len(out):  # anonymous functions' bodies
        for ins in out[k].instrs:
            if ins[0] == bc.MAKE_LAMBDA:
                out.append(ins[2].code)
        k += 1
    return out


def test_every_opcode_that_is_not_control_has_one_generic_implementation() -> None:
    for o in bc.OPCODES:
        if o.flags & bc.CONTROL:
            assert o.run is None, o.name
        else:
            assert o.run is not None and o.run.__name__ == f"g_{o.name}", o.name
            assert interp.GENERIC[o.number] is o.run


def test_the_compiled_tier_calls_the_tables_implementations() -> None:
    from runmat_vm.jit import codegen, tier

    ns = tier.base_ns()
    for o in bc.OPCODES:
        if o.run is not None:
            assert ns[f"g_{o.name}"] is o.run
    calls = {o.name for o in bc.OPCODES if o.flags & (bc.CALLS | bc.WORKSPACE | bc.CONTROL)}
    assert codegen._SAFE and not codegen._SAFE & calls
    assert {"CALL", "CALL_VALUE", "METHOD", "COMMAND", "INDEX", "DISPLAY_ANS"} <= calls


@pytest.mark.parametrize("area", sorted(p.name for p in CONFORMANCE.iterdir() if p.is_dir()))
def test_compiled_instructions_have_the_operands_their_opcode_declares(area: str) -> None:
    seen = set()
    for path in sorted((CONFORMANCE / area).glob("*.m")):
        try:
            codes = _code_objects(path)
        except Exception:  # a script written to fail at compile time
            continue
        for c in codes:
            for ins in c.instrs:
                o = bc.OPCODES[ins[0]]
                assert len(ins) - 1 == len(o.operands), (path.name, o.name, ins)
                for p in o.reads + o.writes:
                    assert ins[p].__class__ is int, (path.name, o.name, ins)
                for p, (_, kind) in enumerate(o.operands, 1):
                    if kind in "aw":
                        assert ins[p].__class__ is tuple, (path.name, o.name, ins)
                seen.add(o.name)
            assert disassemble(c)
    assert seen
