"""Every example of the indexing and concatenation builtins prints exactly its recorded stdout
(in MATLAB's display, recorded by tools/record_examples.py) when run by the VM."""

from __future__ import annotations

import io

import pytest

from runmat_builtins import catalog

pytestmark = pytest.mark.display("matlab")

NAMES = ["subsref", "subsasgn", "substruct", "sub2ind", "ind2sub", "horzcat", "vertcat", "cat"]
CASES = [(n, i) for n in NAMES for i in range(len(catalog().get(n).examples))]


@pytest.mark.parametrize("name, i", CASES)
def test_example(name, i):
    vm = pytest.importorskip("runmat_vm")
    ex = catalog().get(name).examples[i]
    out = io.StringIO()
    vm.Session(stdout=out).run(ex.code)
    assert out.getvalue() == ex.output
