"""Regenerate or check the Octave oracle's recorded outputs (needs octave-cli):

    python -m tests.oracle cases [FOLDER ...]   rewrite octave_expected.json of every case suite (or those given)
    python -m tests.oracle examples             list catalog examples where Octave and the VM (Octave's display) differ

(Catalog examples' outputs, placeholders ``output="?"`` included, are written by tools/record_examples.py.)
"""

from __future__ import annotations

import argparse
import sys

from tests.oracle import cases, examples, octave


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.oracle", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("cases").add_argument("folders", nargs="*")
    sub.add_parser("examples")
    args = p.parse_args(argv)
    if not octave.available():
        print("octave-cli is not installed", file=sys.stderr)
        return 2
    if args.cmd == "cases":
        suites = [cases.load(f) for f in args.folders] if args.folders else cases.suites()
        for s in suites:
            failed = s.regenerate()
            print(f"{s.name}: {len(s.cases)} cases" + (f", Octave failed on {failed}" if failed else ""))
        return 0
    bad = examples.mismatches()
    print("\n".join(bad))
    print(f"{len(examples.examples()) - len(bad)}/{len(examples.examples())} examples match Octave")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
