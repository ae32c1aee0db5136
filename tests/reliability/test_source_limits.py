"""Source the front end refuses cleanly: deep nesting, lone surrogates, files in other encodings."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException
from runmat_vm import Session
from runmat_vm.frontend.limits import MAX_NESTING

N = 10_000
DEEP = {
    "parentheses": "x = " + "(" * N + "1" + ")" * N + ";",
    "brackets": "x = " + "[" * N + "1" + "]" * N + ";",
    "braces": "x = " + "{" * N + "1" + "}" * N + ";",
    "if": "if 1\n" * N + "x = 1;\n" + "end\n" * N,
    "for": "for i = 1\n" * N + "x = 1;\n" + "end\n" * N,
    "calls": "x = " + "abs(" * N + "1" + ")" * N + ";",
    "anonymous": "f = " + "@() " * N + "1;",
    "sum of 100000 terms": "x = " + "+".join(["1"] * 100_000) + ";",
}


@pytest.mark.parametrize("src", DEEP.values(), ids=list(DEEP))
def test_deep_nesting_is_a_syntax_error_and_the_workspace_survives(src):
    s = Session()
    s.run("keep = 7;")
    with pytest.raises(MException) as e:
        s.run(src)
    assert e.value.identifier == "MATLAB:parse"
    assert "nesting is too deep" in e.value.message
    assert s.workspace["keep"] == 7


def test_nesting_under_the_limit_runs():
    n = MAX_NESTING // 4
    s = Session()
    s.run("x = " + "(" * n + "1" + ")" * n + ";\nif 1\n" * 1 + "y = 2;\nend")
    assert s.workspace["x"] == 1.0 and s.workspace["y"] == 2.0


def test_lone_surrogate_is_a_syntax_error_at_its_place():
    s = Session()
    with pytest.raises(MException) as e:
        s.run("x = 1;\ny = 'a\ud800b';")
    assert e.value.identifier == "MATLAB:parse"
    assert e.value.message.startswith("<input>:2:7: invalid character U+D800")


@pytest.mark.parametrize("data, want", [
    ("s = 'café';".encode("latin-1"), "café"),                    # legacy 8-bit file
    ("s = 'café';".encode("utf-8"), "café"),
    (b"\xef\xbb\xbf" + "s = 'café';".encode("utf-8"), "café"),   # UTF-8 with a BOM
    ("\ufeffs = 'café';".encode("utf-16"), "café"),              # UTF-16 with its BOM
    (b"s = 'a\x81b';", "a\x81b"),                                # not UTF-8 nor cp1252: Latin-1
])
def test_source_files_in_any_encoding_run(tmp_path, data, want):
    f = tmp_path / "enc.m"
    f.write_bytes(data)
    s = Session()
    s.run_file(f)
    assert s.workspace["s"] == want


def test_utf16_without_bom_is_a_matlab_error_not_a_decode_error(tmp_path):
    f = tmp_path / "u16.m"
    f.write_bytes("x = 1;".encode("utf-16-le"))
    with pytest.raises(MException):
        Session().run_file(f)
