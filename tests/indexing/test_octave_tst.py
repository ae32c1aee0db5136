"""GNU Octave's indexing test files (index.tst, single-index.tst, null-assign.tst, ...), read from
the installed Octave at test time and run through RunMat in both execution tiers; blocks that are
not MATLAB are skipped with the reason (see :mod:`tests.indexing.octave_tst`)."""

from __future__ import annotations

import os

import pytest

from tests.indexing import octave_tst as T

FILES = ("index.tst", "single-index.tst", "null-assign.tst", "logical-index.tst", "slice.tst")
FOLDER = T.octave_test_dir()


def _cases() -> list:
    if FOLDER is None:
        return [pytest.param(None, id="octave-not-installed",
                             marks=pytest.mark.skip(reason="GNU Octave is not installed "
                                                    "(its etc/tests/fixed/*.tst are the test source)"))]
    out = []
    for path in T.tst_files(FOLDER, FILES):
        for b in T.read_blocks(path):
            out.append(pytest.param(b, id=f"{os.path.basename(path)}:{b.line}"))
    return out


CASES = _cases()
CASES_COMPILED = _cases()  # their own shared-variable states, computed in the compiled tier


def _check(block: T.Block) -> None:
    try:
        T.run_block(block)
    except T.Skip as why:
        pytest.skip(str(why))


@pytest.mark.parametrize("block", CASES)
def test_octave_block(block: T.Block) -> None:
    _check(block)


@pytest.mark.parametrize("block", CASES_COMPILED)
def test_octave_block_compiled(block: T.Block) -> None:
    from runmat_vm import jit

    with jit.use("force"):
        _check(block)
