"""Octave 7.3 cases: test matrices: hilb, vander, toeplitz, hankel, pascal, compan, hadamard, rosser, wilkinson, gallery."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "hilb_4": show("hilb(4)"),
    "invhilb_5": show("invhilb(5)"),
    "invhilb_check": show("abs(round(invhilb(4) * hilb(4)))"),
    "vander_col": show("vander([2; -1; 0.5])"),
    "toeplitz_row_col": show("toeplitz([1 2], [1 3 5])"),
    "toeplitz_complex": show("real(toeplitz([1 2i 3]))") + show("imag(toeplitz([1 2i 3]))"),
    "toeplitz_conflict": show("toeplitz([7 2 3], [1 5])"),
    "hankel_rect": show("hankel([1 2], [2 3 4 5])"),
    "hankel_conflict": "warning('off', 'all');" + show("hankel([1 2], [9 3])"),
    "pascal_5": show("pascal(5)"),
    "pascal_involutory": show("pascal(4, 1) * pascal(4, 1)"),
    "pascal_cube": show("pascal(4, 2)^3"),
    "compan_roots": show("sort(eig(compan([1 -6 11 -6])))"),
    "compan_row": show("compan([2 4 6 8])"),
    "hadamard_8": show("hadamard(8)"),
    "rosser_eig": show("round(sort(eig(rosser()))) + 0"),  # + 0: a round-off zero eigenvalue has either sign,
    "wilkinson_5": show("wilkinson(5)"),
    "wilkinson_eig": show("max(eig(wilkinson(21)))", 10),
    "gallery_minij": show("gallery('minij', 4)"),
    "gallery_tridiag": show("full(gallery('tridiag', 4))"),
    "gallery_tridiag_vec": show("full(gallery('tridiag', [1 2], [3 4 5], [6 7]))"),
    "gallery_lehmer": show("gallery('lehmer', 4)"),
    "gallery_moler": show("gallery('moler', 3, 2)"),
    "gallery_circul": show("gallery('circul', [1 2 3 4])"),
}
