"""Multiple assignment into cs-list targets: ``[c{:}] = f()``, ``[s.f] = deal(..)``.

The number of outputs requested is counted at run time (one per element a target selects);
each case runs interpreted and with the compiled tier forced, and the expected output is
octave-cli's (error texts are MATLAB's wording)."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException
from runmat_vm import jit

CASES = {
    "brace_colon_deal": ("v = cell(1,3); [v{:}] = deal(1, 2, 3); disp(v)",
                         "{\n  [1,1] = 1\n  [1,2] = 2\n  [1,3] = 3\n}\n"),
    "brace_range_creates_cell": ("[c{1:2}] = size(ones(2,5)); disp(class(c)); disp(c)",
                                 "cell\n{\n  [1,1] = 2\n  [1,2] = 5\n}\n"),
    "struct_field_one_input_copies": ("s = struct('a', {1,2,3}); [s.a] = deal(0); disp([s.a])",
                                      "   0   0   0\n"),
    "struct_field_each": ("s = struct('a', {1,2,3}); [s.a] = deal(7, 8, 9); disp([s.a])",
                          "   7   8   9\n"),
    "struct_field_from_cslist": ("s = struct('f', {1, 2, 3}); v = {10, 20, 30}; [s.f] = v{:}; disp([s.f])",
                                 "   10   20   30\n"),
    "struct_field_self": ("t = struct('a', {1, 2}); [t.a] = deal(t.a); disp([t.a])", "   1   2\n"),
    "new_field_on_struct_array": ("u = struct('a', {1, 2}); [u.b] = deal('x', 'y'); disp({u.b})",
                                  "{\n  [1,1] = x\n  [1,2] = y\n}\n"),
    "mixed_targets": ("[a, d{1:2}, b] = deal(1,2,3,4); disp(a), disp(d), disp(b)",
                      "1\n{\n  [1,1] = 2\n  [1,2] = 3\n}\n4\n"),
    "end_grows_cell": ("x = {}; [x{end+1:end+2}] = deal('p', 'q'); disp(x)",
                       "{\n  [1,1] = p\n  [1,2] = q\n}\n"),
    "partial_range": ("d = num2cell(1:4); [d{1:2}] = deal(0); disp([d{:}])", "   0   0   3   4\n"),
    "varargout_forwarding": ("r = f1(3); disp(r)\n[p, q] = f1(1, 2); disp([p q])\n"
                             "function varargout = f1(varargin)\n  [varargout{1:nargout}] = g(varargin{:});\nend\n"
                             "function [a, b] = g(x, y)\n  if nargin < 2, y = 0; end\n  a = x * 10; b = y + 1;\nend",
                             "30\n   10    3\n"),
    "nested_brace": ("s.c = {0, 0, 0}; [s.c{2:3}] = deal(5, 6); disp(s.c)",
                     "{\n  [1,1] = 0\n  [1,2] = 5\n  [1,3] = 6\n}\n"),
    "indexed_struct_field": ("t = struct('f', {1, 2, 3}); [t(2:3).f] = deal(20, 30); disp([t.f])",
                             "    1   20   30\n"),
    "two_subscripts": ("c = cell(2, 2); [c{:, 2}] = deal('a', 'b'); [c{2, :}] = deal(8, 9); disp(c)",
                       "{\n  [1,1] = [](0x0)\n  [2,1] = 8\n  [1,2] = a\n  [2,2] = 9\n}\n"),
    "logical_subscript": ("w = {1, 2, 3}; [w{[true false true]}] = deal(-1, -3); disp(w)",
                          "{\n  [1,1] = -1\n  [1,2] = 2\n  [1,3] = -3\n}\n"),
    "handle_call": ("h = @(x) deal(x, x+1); [o{1:2}] = h(3); disp(o)",
                    "{\n  [1,1] = 3\n  [1,2] = 4\n}\n"),
    "displayed": ("[q{1:2}] = deal(4)", "q =\n{\n  [1,1] = 4\n  [1,2] = 4\n}\n\n"),
    "in_a_loop": ("c = cell(1, 2); for k = 1:3, [c{:}] = deal(k, 2*k); end, disp([c{:}])", "   3   6\n"),
    "plain_targets_unchanged": ("[m, n] = deal(1, 2); disp([m n]); [~, s.x] = size(ones(2, 3)); disp(s.x)",
                                "   1   2\n3\n"),
}

ERRORS = {
    "too_many_outputs": ("[e{1:3}] = two();\nfunction [a, b] = two()\n  a = 1; b = 2;\nend",
                         "MATLAB:TooManyOutputs"),
    "not_a_cell": ("y = 5; [y{1:2}] = deal(1, 2);", "MATLAB:cellAssToNonCell"),
    "deal_count_mismatch": ("z = {1,2}; [z{1:3}] = deal(1, 2);", None),
}


def _run(run, code: str, mode: str) -> str:
    with jit.use(mode) as tier:
        out = run(code)
        if mode == "force":  # compiled, not left to the interpreter
            assert tier.compiled > 0 and tier.declined == 0
        return out


@pytest.mark.parametrize("mode", ["off", "force"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_cslist_targets(run, name: str, mode: str) -> None:
    code, expected = CASES[name]
    assert _run(run, code, mode) == expected


@pytest.mark.parametrize("mode", ["off", "force"])
@pytest.mark.parametrize("name", sorted(ERRORS))
def test_cslist_target_errors(run, name: str, mode: str) -> None:
    code, ident = ERRORS[name]
    with pytest.raises(MException) as ei:
        _run(run, code, mode)
    if ident is not None:
        assert ei.value.identifier == ident
    assert "Traceback" not in str(ei.value)


def test_variables_keep_their_values_after_error(run) -> None:
    with pytest.raises(MException):
        run("z = {1, 2}; [z{1:3}] = deal(1, 2);")
    z = run.session.workspace.raw("z")
    assert z.shape == (1, 2) and z[0, 0] == 1.0 and z[0, 1] == 2.0


def test_disasm_shows_the_count_only_for_cslist_targets() -> None:
    from runmat_vm.disasm import disassemble_source
    text = disassemble_source("c = cell(1, 2);\n[c{:}] = deal(1, 2);\n[a, b] = deal(3, 4);\n"
                              "s = struct('f', {1, 2});\n[s.f] = deal(0);\n", "demo.m")
    lines = text.splitlines()
    assert sum("CSCOUNT" in ln for ln in lines) == 2
    assert sum("CSPICK" in ln for ln in lines) == 2
    assert any("ASSIGN_CHAIN" in ln and "*" in ln for ln in lines)
    # the plain targets keep the fixed-count path
    assert sum(" MULTI " in ln for ln in lines) == 1 and sum("UNPACK" in ln for ln in lines) == 2
