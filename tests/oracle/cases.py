"""Case suites: a test folder's ``octave_cases.py`` holds MATLAB snippets (``CASES``, name ->
code) whose stdout RunMat must print exactly as Octave 7.3 did; ``octave_expected.json`` beside it
holds what Octave printed (``python -m tests.oracle cases`` regenerates it). ``MATLAB_DIFFERS``
(name -> (MATLAB's output, why)) overrides Octave where documented MATLAB behaviour differs."""

from __future__ import annotations

import importlib.util
import json
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from tests.oracle import octave

TESTS = Path(__file__).resolve().parents[1]
CASES_FILE = "octave_cases.py"
EXPECTED_FILE = "octave_expected.json"


def show(expr: str, digits: int = 6) -> str:
    """A snippet printing the values of `expr` with fprintf, so display formats do not matter."""
    return f"fprintf('%.{digits}g ', {expr}); fprintf('\\n');"


def shows(*exprs: str, digits: int = 10) -> str:
    return "".join(show(e, digits) for e in exprs)


@dataclass


class Suite:
    folder: Path
    cases: dict[str, str]
    matlab_differs: dict[str, tuple[str, str]] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.folder.relative_to(TESTS).as_posix()

    @property
    def expected_path(self) -> Path:
        return self.folder / EXPECTED_FILE

    @cached_property
    def recorded(self) -> dict[str, str | None]:
        return json.loads(self.expected_path.read_text()) if self.expected_path.exists() else {}

    def expected(self, case: str) -> str:
        """The output RunMat must print for `case`: MATLAB's where it differs, else Octave's."""
        if case in self.matlab_differs:
            return self.matlab_differs[case][0]
        got = self.recorded.get(case)
        assert got is not None, (f"{self.name}: Octave has no output for {case}; run "
                                 f"`python -m tests.oracle cases {self.name}` or list it in MATLAB_DIFFERS")
        return got

    def regenerate(self) -> list[str]:
        """Run every case through octave-cli, write the expected file; return the cases Octave failed."""
        result = octave.run_cases(self.cases)
        self.__dict__.pop("recorded", None)
        self.expected_path.write_text(json.dumps({k: result[k] for k in sorted(result)}, indent=1,
                                                 sort_keys=True) + "\n")
        return [k for k, v in result.items() if v is None]


def load(folder: Path) -> Suite:
    path = Path(folder).resolve() / CASES_FILE
    name = "octave_cases__" + path.parent.relative_to(TESTS).as_posix().replace("/", "__")
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return Suite(path.parent, mod.CASES, getattr(mod, "MATLAB_DIFFERS", {}))


def suites() -> list[Suite]:
    """Every case suite under tests/, in path order."""
    return [load(p.parent) for p in sorted(TESTS.rglob(CASES_FILE))]
