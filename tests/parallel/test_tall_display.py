"""Display of tall arrays, as MATLAB's: known values previewed, unevaluated ones as '?'."""

from __future__ import annotations


def test_known_values_are_previewed(run_m):
    out = run_m("t = tall(magic(4))")
    assert out == ("t =\n\n  4×4 tall double matrix\n\n"
                   "   16    2    3   13\n    5   11   10    8\n    9    7    6   12\n    4   14   15    1\n\n")


def test_preview_shows_eight_rows_then_colons(run_m):
    out = run_m("t = tall((1:1000)')")
    lines = out.split("\n")
    assert lines[:3] == ["t =", "", "  1,000×1 tall double column vector"]
    assert lines[4:12] == [f"{k:>4}" for k in range(1, 9)]  # the first rows, displayed as an array
    assert lines[12:14] == ["   :", "   :"]


def test_unevaluated_results_are_deferred(run_m):
    out = run_m("t = tall(magic(4)); y = t(t(:, 1) > 4, :) + 1")
    assert out == ("y =\n\n  M×4 tall double matrix\n\n" + "    ?    ?    ?    ?\n" * 3 + "    :    :    :    :\n" * 2
                   + "\nPreview deferred. Learn more.\n\n")


def test_scalar_and_row_results(run_m):
    out = run_m("t = tall((1:10)'); s = sum(t > 3)\nr = max(tall(magic(3)))")
    assert out == ("s =\n\n  tall double\n\n    ?\n\nPreview deferred. Learn more.\n\n"
                   "r =\n\n  1×3 tall double row vector\n\n    ?    ?    ?\n\nPreview deferred. Learn more.\n\n")


def test_known_size_of_a_tall_array_is_shown(run_m):
    out = run_m("sz = size(tall(ones(5, 2)))\nk = size(tall(ones(5, 2)) > 0)")
    assert out.startswith("sz =\n\n  1×2 tall double row vector\n\n   5   2\n\n")
    assert "k =\n\n  1×2 tall double row vector\n\n   5   2\n\n" in out


def test_logical_and_disp_and_compact(run_m):
    out = run_m("t = tall([true; false]); disp(t)\nformat compact\nu = t & t")
    assert out == ("  2×1 tall logical column vector\n\n  1\n  0\n"
                   "u =\n  2×1 tall logical column vector\n    ?\n    ?\nPreview deferred. Learn more.\n")
