"""disasm output shape and the scalar-loop speed target."""

import io

from runmat_vm import Session
from runmat_vm.disasm import disassemble_source


def test_disasm_lists_lines_offsets_and_opnames():
    text = disassemble_source("s = 0;\nfor i = 1:3\n  s = s + i;\nend\nf = @(x) x + 1;\n", "demo.m")
    lines = text.splitlines()
    assert lines[0].startswith("Disassembly of script")
    assert any("FOR_RANGE_INIT" in ln for ln in lines)
    body = [ln for ln in lines if "BIN" in ln and "s" in ln]
    assert body and "r" in body[0]
    assert "Disassembly of lambda" in text
    first = lines[1].split()
    assert first[0] == "1" and first[1] == "0"


def test_scalar_loop_result():
    # speed is measured in benchmarks/loops, not asserted here
    s = Session(stdout=io.StringIO())
    s.run("s = 0; for i = 1:200000, s = s + i * 0.5; end")
    assert s.workspace["s"] == 0.5 * 200000 * 200001 / 2
