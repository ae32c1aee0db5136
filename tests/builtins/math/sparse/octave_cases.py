"""Octave 7.3 cases: sparse, speye, spones, nonzeros, nzmax, spalloc."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "sparse_accumulate": show("full(sparse([1 1 3], [2 2 1], [5 7 1]))"),
    "sparse_size": show("size(sparse([1 2], [1 1], [3 4], 4, 3))"),
    "sparse_scalar_expand": show("full(sparse(1:3, 2, 9))"),
    "sparse_ops": "S = sparse([1 2 3], [1 2 3], [2 3 4]); " + show("S \\ [2; 3; 4]") + show("nnz(S)"),
    "sparse_mn": show("size(sparse(3, 4))") + show("nnz(sparse(3, 4))"),
    "sparse_logical": "disp(class(sparse([1 2], [1 2], [true true])))",
    "speye_sq": show("full(speye(3))"),
    "speye_vec": show("size(speye([2 4]))"),
    "spones_vals": show("full(spones([0 -2; 0.5 0]))"),
    "nonzeros_mat": show("nonzeros([1 0 3; 0 5 0])"),
    "nonzeros_size": "disp(size(nonzeros([0 0])))",
    "nzmax_full": show("nzmax(magic(3))"),
    "spalloc_zeros": show("full(spalloc(2, 3, 5))"),
}
