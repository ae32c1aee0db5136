"""Hypothesis strategies for MATLAB source: values of every class, expressions, statements and
programs, calls of catalog builtins, and mutations of the conformance scripts."""

from __future__ import annotations

import bisect
import hashlib
import re
from functools import lru_cache
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]

# Builtins a fuzz case must not call: they leave the sandbox folder, end the process, wait, or
# start processes (parpool: a cluster of workers).
UNSAFE = frozenset({"cd", "delete", "rmdir", "movefile", "copyfile", "mkdir", "exit", "quit",
                    "system", "unix", "dos", "setenv", "keyboard", "input", "pause", "beep",
                    "addpath", "rmpath", "path", "savepath", "restoredefaultpath", "diary",
                    "clc", "more", "format", "rng", "exportgraphics", "saveas", "print", "save",
                    "parpool"})

VALUES = [
    # double: ordinary, signed zero, non-finite, extremes, huge and negative sizes
    "1", "0", "-0", "3.5", "-2", "7", "NaN", "Inf", "-Inf", "1e308", "-1e308", "eps", "realmax",
    "realmin", "pi", "2^53", "1e10", "1e15", "-5", "1e6", "0.5", "-0.5", "4.2e-320",
    # empties of every shape
    "[]", "zeros(0, 3)", "zeros(3, 0)", "ones(2, 0, 3)", "''", '""', "{}", "struct([])",
    "zeros(1, 0)", "single([])", "int8([])", "false(0, 1)", "cell(0, 2)",
    # arrays
    "[1 2 3]", "[1; 2; 3]", "[1 2; 3 4]", "magic(4)", "reshape(1:24, 2, 3, 4)", "1:10",
    "[NaN 1 Inf]", "[-0 0]", "[1 NaN; -Inf 2]", "(1:5)'", "eye(3)",
    # complex
    "1+2i", "[1+2i, 3]", "complex(1, 0)", "-1i", "[1i; NaN]",
    # single and integers
    "single(2.5)", "single([1 NaN 3])", "single(magic(3))", "int8(-128)", "int8([1 2 3])",
    "uint8(255)", "uint8([0 200])", "int16(-7)", "uint16(9)", "int32(100)", "int32([1 -2; 3 4])",
    "uint32(4e9)", "int64(9007199254740993)", "uint64(18446744073709551615)", "intmin('int64')",
    "intmax('uint64')", "int64([-3 5])",
    # logical
    "true", "false", "[true false true]", "logical([1 0; 0 1])",
    # char and string
    "'abc'", "'a'", "['ab'; 'cd']", "'3'", "'double'", "'like'", "'all'", "'omitnan'", "'rows'",
    "'stable'", "'int8'", "'single'", "'gpuArray'", '"hello"', '["a", "bb"]', '"3.5"', "string(NaN)",
    "'%d %s\\n'", "'x'", "'f'",
    # cell and struct
    "{1, 'a', [2 3]}", "cell(2, 2)", "{1; {2}}", "{'a', 'b'}", "struct('f', 1, 'g', 'x')",
    "struct('f', {1, 2})",
    # function handles
    "@sin", "@(x) x + 1", "@(a, b) a * b", "@plus", "@disp", "@() 1",
    # gpuArray on the inprocess device
    "gpuArray([1 2 3])", "gpuArray(single(magic(3)))", "gpuArray(int32([1 -2]))",
    "gpuArray(zeros(0, 2))", "gpuArray(true)", "gpuArray(1+2i)",
    # the other classes: tables, categorical, time, maps, missing strings, N-D integers
    "table([1; 2], {'a'; 'b'})", "categorical({'a', 'b', 'a'})", "datetime(2020, 1, 1)", "NaT",
    "seconds([1 2])", "duration(1, 2, 3)", "calendarDuration(1, 2, 3)", "containers.Map()",
    "dictionary([1 2], [\"a\" \"b\"])", "timetable(seconds([1; 2]), [3; 4])", "[string(missing) \"a\"]",
    "int8(ones(2, 2, 2))", "uint16(zeros(0, 3))", "cellstr([\"a\" \"b\"])", "struct('f', {})", "{[]}",
    "single(1e38) * 10", "int64(-9223372036854775807) - 1", "sparse([1 0; 0 2])", "1e400", "-2^63", "2^64",
]
# a numeric literal of a script swapped for a value of another class built around it ({} is the literal)
SWAPS = ['"str"', "'{}'", '"{}"', "int8({})", "uint64({})", "single({})", "{{}}", "[]", "zeros(0, {})",
         "-{}", "{} + 1i", "{} * 1e300", "gpuArray({})", "true", "reshape(1:8, 2, 2, 2) * {}", "NaN",
         "struct('f', {})", "@() {}", "int64({}) * 2^62", "{}e308"]
NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])")
VARIABLES = ["a", "b", "c", "x", "y", "s", "k"]
UNARY = ["-", "+", "~", "!"]
BINARY = ["+", "-", "*", ".*", "/", "./", "\\", ".\\", "^", ".^", "==", "~=", "<", "<=", ">", ">=",
          "&", "|", "&&", "||", ":"]
POSTFIX = ["'", ".'"]
FIELDS = ["f", "g", "h"]


@lru_cache(maxsize=1)
def builtin_names() -> list[str]:
    """Catalog builtins a fuzz case may call (sorted, the unsafe ones left out)."""
    from runmat_builtins.catalog import catalog

    return sorted(n for n in catalog().names() if n not in UNSAFE)


@lru_cache(maxsize=1)
def conformance_scripts() -> dict[str, str]:
    """Text of every conformance script by its path under tests/conformance (helpers, which
    start with function/classdef, left out)."""
    base = ROOT / "tests" / "conformance"
    out = {}
    for p in sorted(base.rglob("*.m")):
        text = p.read_text(encoding="utf-8", errors="replace")
        head = text.lstrip().split(None, 1)[0] if text.strip() else ""
        if head not in ("function", "classdef"):
            out[p.relative_to(base).as_posix()] = text
    return out


def _point(key: str) -> int:
    return int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big")


class _Ring:
    """Items placed on a hash ring (several points each, by a hash of the item's key): a case
    draws a 64-bit number and takes the item whose point follows it. Adding an item moves only
    the draws that land on its arcs (about 1/n of them), so a new builtin or conformance script
    does not shift every generated case, as picking by position in a sorted list would."""

    POINTS = 16

    def __init__(self, items: dict[str, str]) -> None:
        pts = sorted((_point(f"{key}#{k}"), value) for key, value in items.items() for k in range(self.POINTS))
        self.keys = [p for p, _ in pts]
        self.values = [v for _, v in pts]

    def pick(self, u: int) -> str:
        return self.values[bisect.bisect_left(self.keys, _point(str(u))) % len(self.keys)]

    def strategy(self) -> st.SearchStrategy[str]:
        return st.integers(0, 2**64 - 1).map(self.pick)


@lru_cache(maxsize=1)
def _builtin_ring() -> _Ring:
    return _Ring({n: n for n in builtin_names()})


def builtins() -> st.SearchStrategy[str]:
    """A catalog builtin a fuzz case may call, stable when builtins are added (see _Ring)."""
    return _builtin_ring().strategy()


def values() -> st.SearchStrategy[str]:
    """A MATLAB value of any class as source text (literal, constructor call or random number)."""
    numbers = st.one_of(
        st.floats(allow_nan=True, allow_infinity=True).map(_num),
        st.integers(-2**64, 2**64).map(str),
        st.integers(-3, 12).map(str),
    )
    return st.one_of(st.sampled_from(VALUES), numbers)


def _num(v: float) -> str:
    if v != v:
        return "NaN"
    if v in (float("inf"), float("-inf")):
        return "Inf" if v > 0 else "-Inf"
    return repr(v)


def expressions(names: st.SearchStrategy[str] | None = None) -> st.SearchStrategy[str]:
    """Expressions: values, variables, operators, calls, indexing, fields, brackets, handles."""
    fn = names if names is not None else builtins()
    base = st.one_of(values(), st.sampled_from(VARIABLES))

    def extend(e: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        args = st.lists(e, min_size=0, max_size=3).map(", ".join)
        subs = st.lists(st.one_of(e, st.just(":"), st.just("end"), st.just("end+1"), st.just("end-1")),
                        min_size=0, max_size=3).map(", ".join)
        row = st.lists(e, min_size=1, max_size=3).map(" ".join)
        return st.one_of(
            st.tuples(st.sampled_from(UNARY), e).map(lambda t: f"{t[0]}{t[1]}"),
            st.tuples(e, st.sampled_from(BINARY), e).map(lambda t: f"{t[0]} {t[1]} {t[2]}"),
            st.tuples(e, st.sampled_from(POSTFIX)).map(lambda t: f"({t[0]}){t[1]}"),
            st.tuples(fn, args).map(lambda t: f"{t[0]}({t[1]})"),
            st.tuples(st.sampled_from(VARIABLES), subs).map(lambda t: f"{t[0]}({t[1]})"),
            st.tuples(st.sampled_from(VARIABLES), subs).map(lambda t: f"{t[0]}{{{t[1]}}}"),
            st.tuples(st.sampled_from(VARIABLES), st.sampled_from(FIELDS)).map(lambda t: f"{t[0]}.{t[1]}"),
            st.lists(row, min_size=1, max_size=3).map(lambda rs: "[" + "; ".join(rs) + "]"),
            st.lists(row, min_size=1, max_size=3).map(lambda rs: "{" + "; ".join(rs) + "}"),
            e.map(lambda x: f"@(x) {x}"),
            e.map(lambda x: f"({x})"),
        )

    return st.recursive(base, extend, max_leaves=8)


def statements() -> st.SearchStrategy[str]:
    """One statement or a small block (if/for/while/switch/try), loops bounded (a `while` by a
    counter of its own, three passes at most)."""
    e = expressions()
    var = st.sampled_from(VARIABLES)
    subs = st.lists(st.one_of(e, st.just(":"), st.just("end+1")), min_size=1, max_size=2).map(", ".join)

    def block(body: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        stmts = st.lists(body, min_size=1, max_size=3).map("\n".join)
        return st.one_of(
            st.tuples(e, stmts, stmts).map(lambda t: f"if {t[0]}\n{t[1]}\nelse\n{t[2]}\nend"),
            st.tuples(var, e, stmts).map(lambda t: f"for {t[0]} = {t[1]}\n{t[2]}\nend"),
            st.tuples(e, stmts).map(lambda t: f"{LOOP} = 0;\nwhile ({t[0]}) & {LOOP} < 3\n{LOOP} = {LOOP} + 1;\n"
                                             f"{t[1]}\nend"),
            st.tuples(e, e, stmts, stmts).map(
                lambda t: f"switch {t[0]}\ncase {t[1]}\n{t[2]}\notherwise\n{t[3]}\nend"),
            st.tuples(stmts, stmts).map(lambda t: f"try\n{t[0]}\ncatch err\n{t[1]}\nend"),
        )

    simple = st.one_of(
        st.tuples(var, e).map(lambda t: f"{t[0]} = {t[1]};"),
        st.tuples(var, e).map(lambda t: f"{t[0]} = {t[1]}"),  # displayed
        st.tuples(var, subs, e).map(lambda t: f"{t[0]}({t[1]}) = {t[2]};"),
        st.tuples(var, subs, e).map(lambda t: f"{t[0]}{{{t[1]}}} = {t[2]};"),
        st.tuples(var, st.sampled_from(FIELDS), e).map(lambda t: f"{t[0]}.{t[1]} = {t[2]};"),
        st.tuples(var, subs).map(lambda t: f"{t[0]}({t[1]}) = [];"),
        e.map(lambda x: f"disp({x})"),
        e.map(lambda x: f"{x}"),
        st.tuples(var, var, e).map(lambda t: f"[{t[0]}, {t[1]}] = {t[2]};"),
    )
    return st.recursive(simple, block, max_leaves=6).map(_number_loops)


LOOP = "n@_"  # a while loop's counter, numbered once the statement is whole (_number_loops)


def _number_loops(src: str) -> str:
    """Each while loop its own counter (n0_, n1_, ...): a nested loop resetting a counter it
    shared with the loop around it would make that loop endless. A loop's four uses of LOOP
    are consecutive in the text (its body comes after them), so the k-th four are loop k's."""
    parts = src.split(LOOP)
    return parts[0] + "".join(f"n{k // 4}_{p}" for k, p in enumerate(parts[1:]))


def programs() -> st.SearchStrategy[str]:
    """A script: a few assignments giving the variables values, then statements."""
    init = st.lists(st.tuples(st.sampled_from(VARIABLES), values()).map(lambda t: f"{t[0]} = {t[1]};"),
                    min_size=0, max_size=4)
    return st.tuples(init, st.lists(statements(), min_size=1, max_size=5)).map(
        lambda t: "\n".join(t[0] + t[1]) + "\n")


def builtin_calls() -> st.SearchStrategy[str]:
    """One catalog builtin called with 0-4 arguments of any class and 0-3 outputs."""
    args = st.lists(values(), min_size=0, max_size=4).map(", ".join)
    outs = st.integers(0, 3)
    return st.tuples(builtins(), args, outs).map(_call)


def _call(t: tuple[str, str, int]) -> str:
    name, args, nout = t
    call = f"{name}({args})"
    if nout == 0:
        return call + ";\n"
    if nout == 1:
        return f"r1 = {call}\n"
    return "[" + ", ".join(f"r{i + 1}" for i in range(nout)) + f"] = {call};\n"


TOKENS = ["(", ")", "[", "]", "{", "}", "end", ";", ",", "'", '"', "...", "%", "@", "=", "==", ":",
          "\n", " ", "if", "for", "function", ".", "1e999", "NaN", "x", "\t", "%{\n", "\ufeff", "é"]


def mutations() -> st.SearchStrategy[str]:
    """A conformance script with 1-3 edits: deletions, insertions, value swaps, line moves,
    truncation, and class swaps of its numeric literals (two draws in eight)."""
    scripts = _Ring(conformance_scripts()).strategy()

    @st.composite
    def mutate(draw: st.DrawFn) -> str:
        text = draw(scripts)
        for _ in range(draw(st.integers(1, 3))):
            n = max(len(text), 1)
            i = draw(st.integers(0, n - 1))
            op = draw(st.integers(0, 7))
            if op == 0:      # delete a short span
                text = text[:i] + text[i + draw(st.integers(1, 8)):]
            elif op == 1:    # insert a token
                text = text[:i] + draw(st.sampled_from(TOKENS)) + text[i:]
            elif op == 2:    # insert a value of any class
                text = text[:i] + draw(values()) + text[i:]
            elif op == 3:    # duplicate or drop a line
                lines = text.split("\n")
                k = draw(st.integers(0, len(lines) - 1))
                lines[k:k + 1] = [lines[k]] * draw(st.integers(0, 2))
                text = "\n".join(lines)
            elif op == 4:    # swap two lines
                lines = text.split("\n")
                a, b = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
                lines[a], lines[b] = lines[b], lines[a]
                text = "\n".join(lines)
            elif op == 5:    # truncate
                text = text[:i]
            else:            # a numeric literal swapped for another class ("str", int8, {}, empty, N-D, huge)
                spots = list(NUMBER.finditer(text))
                if spots:
                    m = spots[draw(st.integers(0, len(spots) - 1))]
                    text = text[:m.start()] + draw(st.sampled_from(SWAPS)).replace("{}", m.group()) + text[m.end():]
        return text

    return mutate()


FAMILIES = {"program": programs, "builtin": builtin_calls, "mutation": mutations}


def cases() -> st.SearchStrategy[tuple[str, str]]:
    """(family, source) for a fuzz case of any family."""
    return st.one_of(*(f().map(lambda s, k=k: (k, s)) for k, f in FAMILIES.items()))
