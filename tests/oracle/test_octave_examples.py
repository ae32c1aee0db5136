"""Every in-scope catalog example (tests/oracle/examples.py) prints in Octave 7.3 exactly what the VM
prints for it in Octave's display (the recorded outputs show MATLAB's display; the values must agree
with Octave), and every builtin of those categories documents at least one example."""

from __future__ import annotations

import pytest

from runmat_builtins import catalog
from tests.oracle import octave
from tests.oracle.examples import CATEGORIES, examples, vm_octave

EXAMPLES = examples()


@pytest.fixture(scope="module")


def octave_outputs() -> dict[tuple[str, int], str]:
    if not octave.available():
        pytest.skip("octave-cli is not installed")
    got = octave.run([code for _, _, code in EXAMPLES])
    return {(n, i): g for (n, i, _), g in zip(EXAMPLES, got)}


@pytest.mark.octave


@pytest.mark.parametrize(("name", "i", "code"), [pytest.param(*e, id=f"{e[0]}[{e[1]}]") for e in EXAMPLES])


def test_example_matches_octave(octave_outputs, name, i, code):
    assert octave_outputs[(name, i)] == vm_octave(code), f"{name}: {code!r}"


@pytest.mark.parametrize("category", CATEGORIES)


def test_every_builtin_has_examples(category):
    specs = [s for s in catalog().specs() if s.category.startswith(category)]
    assert specs, f"no builtin in {category}"
    assert [s.name for s in specs if not s.examples] == []
