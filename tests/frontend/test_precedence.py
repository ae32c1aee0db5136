"""Operator precedence: known values, and a differential test against Octave.

A tiny tree-walking evaluator over OUR AST computes random scalar expressions;
one batched ``octave-cli`` call computes the same text.  Any disagreement is a
precedence/associativity bug in the front end (parser.md §5).
"""

import math
import random
import shutil
import subprocess

import pytest

from runmat_vm.frontend import ast as A
from runmat_vm.frontend import parse_expression


class Skip(Exception):
    """The expression leaves the real, finite domain: not comparable."""


def _real(v):
    if isinstance(v, complex) or math.isnan(v) or math.isinf(v):
        raise Skip
    return v


def _truth(v):
    return v != 0


BINARY = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    ".*": lambda a, b: a * b,
    "/": lambda a, b: a / b,
    "./": lambda a, b: a / b,
    "\\": lambda a, b: b / a,
    "^": lambda a, b: a ** b,
    ".^": lambda a, b: a ** b,
    "==": lambda a, b: float(a == b),
    "~=": lambda a, b: float(a != b),
    "<": lambda a, b: float(a < b),
    "<=": lambda a, b: float(a <= b),
    ">": lambda a, b: float(a > b),
    ">=": lambda a, b: float(a >= b),
    "&": lambda a, b: float(_truth(a) and _truth(b)),
    "|": lambda a, b: float(_truth(a) or _truth(b)),
}


def evaluate(e):
    """Value of a scalar expression AST (raises Skip outside the reals)."""
    t = type(e)
    if t is A.Num:
        return float(e.value)
    if t is A.Unary:
        v = evaluate(e.operand)
        return {"-": -v, "+": v, "~": float(v == 0)}[e.op]
    if t is A.Postfix:
        return evaluate(e.operand)  # transpose of a real scalar
    if t is A.Binary:
        if e.op == "&&":
            return float(_truth(evaluate(e.left)) and _truth(evaluate(e.right)))
        if e.op == "||":
            return float(_truth(evaluate(e.left)) or _truth(evaluate(e.right)))
        a, b = evaluate(e.left), evaluate(e.right)
        try:
            return _real(BINARY[e.op](a, b))
        except (ZeroDivisionError, OverflowError):
            raise Skip from None
    raise AssertionError(f"unexpected node {e!r}")


KNOWN = [
    ("2^-2^2", 0.0625), ("-2^2", -4.0), ("2^3^2", 64.0), ("-2^-2", -0.25),
    ("2^-2", 0.25), ("1 - 2 - 3", -4.0), ("8 / 2 / 2", 2.0), ("2 \\ 8", 4.0),
    ("1 > 0 & 0 < 1", 1.0), ("0 | 1 & 0", 0.0), ("1 | 0 & 0", 1.0),
    ("1 == 1 == 1", 1.0), ("~0 == 1", 1.0), ("~1 + 1", 1.0), ("-2'", -2.0),
    ("2 * 3'", 6.0), ("3 - -2", 5.0), ("2 ^ +2", 4.0), ("1 < 2 + 1", 1.0),
    ("1 || 0 && 0", 1.0), ("0 && 1 || 1", 1.0), ("-3 .^ 2", -9.0), ("2^3'", 8.0),
]


@pytest.mark.parametrize("text,value", KNOWN)
def test_known_precedence(text, value):
    assert evaluate(parse_expression(text)) == value


def test_range_precedence():
    assert parse_expression("1:3|0") == A.Binary(
        "|", A.Range(A.Num(1.0, False, "1"), None, A.Num(3.0, False, "3")), A.Num(0.0, False, "0"))
    e = parse_expression("1 < 0:2")
    assert isinstance(e, A.Binary) and e.op == "<" and isinstance(e.right, A.Range)
    e = parse_expression("1:2:10 + 1")
    assert isinstance(e, A.Range) and isinstance(e.stop, A.Binary) and e.step.value == 2.0
    e = parse_expression("x.^2'")
    assert isinstance(e, A.Postfix) and isinstance(e.operand, A.Binary)
    e = parse_expression("exp(-x.^2)")
    assert isinstance(e.args[0], A.Unary) and e.args[0].operand.op == ".^"


OPS = ["+", "-", "*", "/", "^", ".^", ".*", "==", "<", ">", "<=", ">=", "~=", "&", "|",
       "&&", "||"]


def gen(rng, depth):
    r = rng.random()
    if depth == 0 or r < 0.15:
        return rng.choice(["1", "2", "3", "0.5", "4", "0"])
    if r < 0.30:
        inner = gen(rng, depth - 1)
        op = rng.choice(["-", "~", "-", "+"])
        # a space keeps '- -2' from reading as Octave's '--'
        return op + (" " + inner if inner[0] in "+-~" else inner)
    if r < 0.38:
        return "(" + gen(rng, depth - 1) + ")"
    if r < 0.44:
        inner = gen(rng, depth - 1)
        return inner + rng.choice(["'", ".'"])
    return gen(rng, depth - 1) + " " + rng.choice(OPS) + " " + gen(rng, depth - 1)


def _cases(n=300, seed=20240):
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        text = gen(rng, rng.choice([3, 4]))
        try:
            value = evaluate(parse_expression(text))
        except Skip:
            continue
        out.append((text, value))
    return out


@pytest.mark.skipif(shutil.which("octave-cli") is None,
                    reason="octave-cli not installed (differential precedence test)")
def test_precedence_matches_octave():
    cases = _cases()
    lines = []
    for k, (text, _) in enumerate(cases):
        lines.append(f"try, v = double({text}); printf('R %d %.17g %.17g\\n', {k}, "
                     f"real(v), imag(v)); catch, printf('R {k} ERR\\n'); end")
    proc = subprocess.run(["octave-cli", "--no-window-system", "--quiet", "--no-init-file",
                           "--eval", "\n".join(lines)],
                          capture_output=True, text=True, timeout=120)
    got = {}
    for line in proc.stdout.splitlines():
        parts = line.split()
        if parts and parts[0] == "R":
            got[int(parts[1])] = parts[2:]
    assert len(got) == len(cases), proc.stderr[-2000:]
    bad = []
    for k, (text, ours) in enumerate(cases):
        theirs = got[k]
        if theirs == ["ERR"] or float(theirs[1]) != 0.0 or not math.isclose(
                float(theirs[0]), ours, rel_tol=1e-12, abs_tol=1e-12):
            bad.append((text, ours, theirs))
    assert not bad, f"{len(bad)} of {len(cases)} disagree, e.g. {bad[:5]}"
