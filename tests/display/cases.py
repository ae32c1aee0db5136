"""Display cases: (id, format, kind, MATLAB expression, Python value builder).

kind 'show' is ``x = EXPR`` auto-display, 'disp' is ``disp(EXPR)``. Expected
outputs come from octave-cli 7.3 (see gen_expected.py) and live in expected.json.
"""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import FunctionHandle, StructArray, cell_array, char_row, string_array

nan, inf = np.nan, np.inf


def M(rows):
    return np.array(rows, dtype=float).reshape(len(rows), -1) if isinstance(rows[0], list) \
        else np.array([rows], dtype=float)


def R(a, b, step=1.0):
    return np.arange(a, b + step / 2, step).reshape(1, -1)


def C(rows):
    return np.array(rows, dtype=complex).reshape(len(rows), -1) if isinstance(rows[0], list) \
        else np.array([rows], dtype=complex)


def I(dtype, rows):
    return np.array(rows, dtype=dtype).reshape(len(rows), -1) if isinstance(rows[0], list) \
        else np.array([rows], dtype=dtype)


def S(**kw):
    return StructArray.scalar(kw)


def SA(fields, values, shape):
    elems = np.empty(shape, dtype=object)
    for i, v in enumerate(values):
        elems.flat[i] = dict(zip(fields, v))
    return StructArray(fields, elems.reshape(shape, order="F") if False else elems)


def CH(*rows):
    return np.array([list(r) for r in rows], dtype="<U1")


def anon(text):
    return FunctionHandle(None, text=text)


def named(name):
    return FunctionHandle(name)


CASES = [
    # ---- double scalars
    ("int5", "short", "show", "5", lambda: 5.0),
    ("neg5", "short", "show", "-5", lambda: -5.0),
    ("zero", "short", "show", "0", lambda: 0.0),
    ("negzero", "short", "show", "-0", lambda: -0.0),
    ("pi", "short", "show", "pi", lambda: np.pi),
    ("negfrac", "short", "show", "-2.5", lambda: -2.5),
    ("big", "short", "show", "1e10", lambda: 1e10),
    ("big2", "short", "show", "1.5e10", lambda: 1.5e10),
    ("int123456", "short", "show", "123456", lambda: 123456.0),
    ("int12345678", "short", "show", "12345678", lambda: 12345678.0),
    ("milli", "short", "show", "0.001", lambda: 0.001),
    ("centi", "short", "show", "0.01", lambda: 0.01),
    ("tenth", "short", "show", "0.1", lambda: 0.1),
    ("half", "short", "show", "0.5", lambda: 0.5),
    ("tiny", "short", "show", "1e-20", lambda: 1e-20),
    ("h100", "short", "show", "100.5", lambda: 100.5),
    ("h99999", "short", "show", "99999.5", lambda: 99999.5),
    ("mega", "short", "show", "1234567.5", lambda: 1234567.5),
    ("negbig", "short", "show", "-1.5e10", lambda: -1.5e10),
    ("nanS", "short", "show", "NaN", lambda: nan),
    ("infS", "short", "show", "Inf", lambda: inf),
    ("ninfS", "short", "show", "-Inf", lambda: -inf),
    ("e300", "short", "show", "1.5e300", lambda: 1.5e300),
    ("em300", "short", "show", "-1.5e-300", lambda: -1.5e-300),
    # ---- double matrices
    ("row123", "short", "show", "[1 2 3]", lambda: M([1, 2, 3])),
    ("col12", "short", "show", "[1;-2]", lambda: M([[1], [-2]])),
    ("negrow", "short", "show", "-[1 2 3]", lambda: M([-1, -2, -3])),
    ("mixed1000", "short", "show", "[1000.5 2]", lambda: M([1000.5, 2])),
    ("nanmat", "short", "show", "[1.5 NaN; -Inf 2]", lambda: M([[1.5, nan], [-inf, 2]])),
    ("negzrow", "short", "show", "[0 -0 1]", lambda: M([0, -0.0, 1])),
    ("negzfrac", "short", "show", "[-0 1.5]", lambda: M([-0.0, 1.5])),
    ("wideint", "short", "show", "1:20", lambda: R(1, 20)),
    ("widefrac", "short", "show", "(1:20)*1.5", lambda: R(1, 20) * 1.5),
    ("quarters", "short", "show", "[0 0.25 0.5 0.75 1]", lambda: M([0, .25, .5, .75, 1])),
    ("negfracrow", "short", "show", "[-1.5 2]", lambda: M([-1.5, 2])),
    ("e5row", "short", "show", "[100000 1.5]", lambda: M([100000, 1.5])),
    ("int6row", "short", "show", "[100000 200000]", lambda: M([100000, 200000])),
    ("int7row", "short", "show", "[1e6 2e6]", lambda: M([1e6, 2e6])),
    ("centirow", "short", "show", "[0.01 0.02]", lambda: M([0.01, 0.02])),
    ("tenthrow", "short", "show", "[0.1 0.25]", lambda: M([0.1, 0.25])),
    ("tens", "short", "show", "[10.5 2]", lambda: M([10.5, 2])),
    ("hundreds", "short", "show", "[100.5 2]", lambda: M([100.5, 2])),
    ("nanint", "short", "show", "[NaN 1 2]", lambda: M([nan, 1, 2])),
    ("naninf", "short", "show", "[NaN Inf]", lambda: M([nan, inf])),
    ("nan22", "short", "show", "NaN(2)", lambda: np.full((2, 2), nan)),
    ("onenan", "short", "show", "[1 NaN]", lambda: M([1, nan])),
    ("milcol", "short", "show", "[1;2]*1e-3", lambda: M([[1e-3], [2e-3]])),
    ("e10row", "short", "show", "[1e10 1]", lambda: M([1e10, 1])),
    ("em10row", "short", "show", "[1e-10 1]", lambda: M([1e-10, 1])),
    ("wide3x30", "short", "show", "reshape(1:90, 3, 30)", lambda: R(1, 90).reshape(3, 30, order="F")),
    ("widefrac2", "short", "show", "[1:12]/7", lambda: R(1, 12) / 7),
    ("wideneg", "short", "show", "-(1:25)*1e3", lambda: -R(1, 25) * 1e3),
    ("wide9cols", "short", "show", "(1:9)+0.5", lambda: R(1, 9) + 0.5),
    ("widee", "short", "show", "(1:10)*1e-5", lambda: R(1, 10) * 1e-5),
    ("magic4", "short", "show", "magic(4)", lambda: M([[16, 2, 3, 13], [5, 11, 10, 8], [9, 7, 6, 12], [4, 14, 15, 1]])),
    ("eye3frac", "short", "show", "[1 0; 0 1]/3", lambda: np.eye(2) / 3),
    ("nd222", "short", "show", "reshape(1:8,2,2,2)", lambda: R(1, 8).reshape((2, 2, 2), order="F")),
    ("ndint8", "short", "show", "int8(reshape(1:8,2,2,2))", lambda: np.arange(1, 9, dtype=np.int8).reshape((2, 2, 2), order="F")),
    ("ndbool", "short", "show", "true(1,1,2)", lambda: np.ones((1, 1, 2), dtype=bool)),
    ("ndchar", "short", "show", "cat(3, 'ab', 'cd')", lambda: np.array(list("abcd"), dtype="<U1").reshape((1, 2, 2), order="F")),
    ("ndcell", "short", "show", "cell(1,1,2)", lambda: np.full((1, 1, 2), None, dtype=object)),
    ("ndempty", "short", "show", "zeros(2,0,3)", lambda: np.zeros((2, 0, 3))),
    ("ndscalars", "short", "show", "reshape(1:4,1,1,4)*1.5", lambda: (np.arange(1, 5) * 1.5).reshape((1, 1, 4))),
    ("empty00", "short", "show", "[]", lambda: np.zeros((0, 0))),
    ("empty10", "short", "show", "zeros(1,0)", lambda: np.zeros((1, 0))),
    ("empty20", "short", "show", "zeros(2,0)", lambda: np.zeros((2, 0))),
    ("empty03", "short", "show", "zeros(0,3)", lambda: np.zeros((0, 3))),
    # ---- complex
    ("c12", "short", "show", "1+2i", lambda: 1 + 2j),
    ("cfrac", "short", "show", "1.5-2.25i", lambda: 1.5 - 2.25j),
    ("c10", "short", "show", "complex(1,0)", lambda: complex(1, 0)),
    ("c1m0", "short", "show", "complex(1,-0)", lambda: complex(1, -0.0)),
    ("cbig", "short", "show", "1e5+2i", lambda: 1e5 + 2j),
    ("crow", "short", "show", "[1+2i, 3.5-4i]", lambda: C([1 + 2j, 3.5 - 4j])),
    ("cintrow", "short", "show", "[1+2i 3+4i]", lambda: C([1 + 2j, 3 + 4j])),
    ("ccol", "short", "show", "[1.5+2i; -3-4.25i]", lambda: C([[1.5 + 2j], [-3 - 4.25j]])),
    ("cnan", "short", "show", "[1+2i NaN]", lambda: C([1 + 2j, complex(nan, 0)])),
    ("cwide", "short", "show", "(1:10)*(1+1i)/3", lambda: R(1, 10) * (1 + 1j) / 3),
    ("cexp", "short", "show", "[1e6+1i, 2]", lambda: C([1e6 + 1j, 2])),
    # ---- logical / integer / single
    ("true", "short", "show", "true", lambda: True),
    ("lrow", "short", "show", "[true false]", lambda: np.array([[True, False]])),
    ("lcol", "short", "show", "[true; false]", lambda: np.array([[True], [False]])),
    ("lzeros", "short", "show", "false(2,2)", lambda: np.zeros((2, 2), dtype=bool)),
    ("lempty", "short", "show", "true(0,1)", lambda: np.zeros((0, 1), dtype=bool)),
    ("i8row", "short", "show", "int8([1 -2 3])", lambda: I(np.int8, [1, -2, 3])),
    ("u8s", "short", "show", "uint8(200)", lambda: I(np.uint8, [200])),
    ("i8min", "short", "show", "int8(-128)", lambda: I(np.int8, [-128])),
    ("i8z", "short", "show", "int8([0 0])", lambda: I(np.int8, [0, 0])),
    ("i16mat", "short", "show", "int16([100 -5; 3 4])", lambda: I(np.int16, [[100, -5], [3, 4]])),
    ("u8mat", "short", "show", "uint8([1 2; 30 4])", lambda: I(np.uint8, [[1, 2], [30, 4]])),
    ("i32wide", "short", "show", "int32(1:30)*1000", lambda: (np.arange(1, 31) * 1000).astype(np.int32).reshape(1, -1)),
    ("u64big", "short", "show", "intmax('uint64')", lambda: I(np.uint64, [2**64 - 1])),
    ("i64row", "short", "show", "int64([-9007199254740993 5])", lambda: I(np.int64, [-9007199254740992, 5])),
    ("u8empty", "short", "show", "uint8([])", lambda: np.zeros((0, 0), dtype=np.uint8)),
    ("sgl", "short", "show", "single(3.14159)", lambda: I(np.float32, [3.14159])),
    ("sglrow", "short", "show", "single([1 2 3])", lambda: I(np.float32, [1, 2, 3])),
    ("sglbig", "short", "show", "single(1e10)", lambda: I(np.float32, [1e10])),
    ("sglfrac", "short", "show", "single([1.5 2.25])", lambda: I(np.float32, [1.5, 2.25])),
    # ---- char / string
    ("hello", "short", "show", "'hello'", lambda: char_row("hello")),
    ("charmat", "short", "show", "['ab';'cd']", lambda: CH("ab", "cd")),
    ("charempty", "short", "show", "''", lambda: np.zeros((0, 0), dtype="<U1")),
    ("char30", "short", "show", "char(zeros(3,0))", lambda: np.zeros((3, 0), dtype="<U1")),
    ("charsp", "short", "show", "'a b  '", lambda: char_row("a b  ")),
    # ---- cells
    ("cell22", "short", "show", "{1, 'abc'; [1 2 3], {2}}",
     lambda: cell_array([1.0, M([1, 2, 3]), char_row("abc"), cell_array([2.0])], (2, 2))),
    ("cellempty", "short", "show", "{}", lambda: np.empty((0, 0), dtype=object)),
    ("cell20", "short", "show", "cell(2,0)", lambda: np.empty((2, 0), dtype=object)),
    ("cellofempty", "short", "show", "{[]}", lambda: cell_array([np.zeros((0, 0))])),
    ("cellmixed", "short", "show", "{@sin, 1+2i, true, int8(5), single(2.5)}",
     lambda: cell_array([named("sin"), 1 + 2j, True, I(np.int8, [5]), I(np.float32, [2.5])])),
    ("cellstrs", "short", "show", "{'abc'; 'de'}", lambda: cell_array([char_row("abc"), char_row("de")], (2, 1))),
    ("cellwide", "short", "show", "{[1:30]}", lambda: cell_array([R(1, 30)])),
    ("cellcharmat", "short", "show", "{['ab';'cd'], @(x) x + 1}", lambda: cell_array([CH("ab", "cd"), anon("@(x) x + 1")])),
    ("cellnested", "short", "show", "{1, {}}", lambda: cell_array([1.0, np.empty((0, 0), dtype=object)])),
    ("cellmat22", "short", "show", "{[1 2; 3 4], 'x'; {}, []}",
     lambda: cell_array([M([[1, 2], [3, 4]]), np.empty((0, 0), dtype=object), char_row("x"), np.zeros((0, 0))], (2, 2))),
    ("cellnan", "short", "show", "{[1.5 NaN], -0}", lambda: cell_array([M([1.5, nan]), -0.0])),
    # ---- structs
    ("struct1", "short", "show", "struct('a', 1, 'b', 'hi')", lambda: S(a=1.0, b=char_row("hi"))),
    ("structnest", "short", "show", "struct('m', [1 2 3], 'c', {{1}}, 't', struct('u', 5), 'e', [], 'z', 'abc', 'q', 1.5)",
     lambda: S(m=M([1, 2, 3]), c=cell_array([1.0]), t=S(u=5.0), e=np.zeros((0, 0)), z=char_row("abc"), q=1.5)),
    ("structarr", "short", "show", "struct('a', {1, 2}, 'b', {3, 4})",
     lambda: SA(["a", "b"], [(1.0, 3.0), (2.0, 4.0)], (1, 2))),
    ("structarr1", "short", "show", "struct('a', {1, 2})", lambda: SA(["a"], [(1.0,), (2.0,)], (1, 2))),
    ("structnof", "short", "show", "struct()", lambda: S()),
    ("struct0", "short", "show", "struct('a', {})", lambda: StructArray.empty(["a"], (0, 0))),
    ("structnofarr", "short", "show", "repmat(struct(), 1, 2)", lambda: SA([], [(), ()], (1, 2))),
    ("cellstruct", "short", "show", "{struct('m', [1 2 3], 'q', 1.5)}", lambda: cell_array([S(m=M([1, 2, 3]), q=1.5)])),
    ("structwide", "short", "show", "struct('w', [1:30])", lambda: S(w=R(1, 30))),
    ("structfh", "short", "show", "struct('a', ['ab';'cd'], 'f', @(y) y .^ 2, 'g', @cos)",
     lambda: S(a=CH("ab", "cd"), f=anon("@(y) y .^ 2"), g=named("cos"))),
    ("structempties", "short", "show", "struct('c', {{}}, 'd', zeros(0,3), 'e', {{1}})",
     lambda: S(c=np.empty((0, 0), dtype=object), d=np.zeros((0, 3)), e=cell_array([1.0]))),
    ("structinarr", "short", "show", "struct('t', struct('a', {1, 2}))",
     lambda: S(t=SA(["a"], [(1.0,), (2.0,)], (1, 2)))),
    ("cellstructarr", "short", "show", "{struct('a', {1, 2})}", lambda: cell_array([SA(["a"], [(1.0,), (2.0,)], (1, 2))])),
    # ---- function handles
    ("anon", "short", "show", "@(x) x + 1", lambda: anon("@(x) x + 1")),
    ("named", "short", "show", "@sin", lambda: named("sin")),
    # ---- format long
    ("Lpi", "long", "show", "pi", lambda: np.pi),
    ("Lcol", "long", "show", "[pi; exp(1)]", lambda: M([[np.pi], [np.e]])),
    ("L5", "long", "show", "5", lambda: 5.0),
    ("Lsgl", "long", "show", "single(pi)", lambda: I(np.float32, [np.pi])),
    ("Lrow", "long", "show", "[1.5 2]", lambda: M([1.5, 2])),
    ("Lcplx", "long", "show", "1+2.5i", lambda: 1 + 2.5j),
    ("Lbig", "long", "show", "1e10", lambda: 1e10),
    ("Lbigfrac", "long", "show", "15000000000.5", lambda: 15000000000.5),
    ("Ltenth", "long", "show", "0.1", lambda: 0.1),
    ("Lthird", "long", "show", "1/3", lambda: 1 / 3),
    ("Lsglrow", "long", "show", "single([1.5 2.25])", lambda: I(np.float32, [1.5, 2.25])),
    ("Lsglrow2", "long", "show", "single([1 2 3]*1.5)", lambda: I(np.float32, [1.5, 3, 4.5])),
    ("Le5", "long", "show", "[1e5+0.5 1]", lambda: M([1e5 + 0.5, 1])),
    ("Lwide", "long", "show", "(1:6)/7", lambda: R(1, 6) / 7),
    ("Lint", "long", "show", "[1 2 3]", lambda: M([1, 2, 3])),
    ("Lmilli", "long", "show", "0.001", lambda: 0.001),
    ("Lcmat", "long", "show", "[1+2i; 3.25-1i]", lambda: C([[1 + 2j], [3.25 - 1j]])),
    ("Lcell", "long", "show", "{pi}", lambda: cell_array([np.pi])),
    ("Lnan", "long", "show", "[NaN 0.5]", lambda: M([nan, 0.5])),
    # ---- disp
    ("d5", "short", "disp", "5", lambda: 5.0),
    ("dpi", "short", "disp", "pi", lambda: np.pi),
    ("drow", "short", "disp", "[1 2 3]", lambda: M([1, 2, 3])),
    ("dfrac", "short", "disp", "[1.5 2]", lambda: M([1.5, 2])),
    ("dchar", "short", "disp", "'abc'", lambda: char_row("abc")),
    ("dcharmat", "short", "disp", "['ab';'cd']", lambda: CH("ab", "cd")),
    ("dcell", "short", "disp", "{1,2}", lambda: cell_array([1.0, 2.0])),
    ("di8", "short", "disp", "int8([1 2])", lambda: I(np.int8, [1, 2])),
    ("dtrue", "short", "disp", "true", lambda: True),
    ("dempty", "short", "disp", "[]", lambda: np.zeros((0, 0))),
    ("dempty03", "short", "disp", "zeros(0,3)", lambda: np.zeros((0, 3))),
    ("dstruct", "short", "disp", "struct('a', 1)", lambda: S(a=1.0)),
    ("dfh", "short", "disp", "@sin", lambda: named("sin")),
    ("dcplx", "short", "disp", "1+2i", lambda: 1 + 2j),
    ("demptychar", "short", "disp", "''", lambda: np.zeros((0, 0), dtype="<U1")),
    ("demptycell", "short", "disp", "{}", lambda: np.empty((0, 0), dtype=object)),
    ("dstructarr", "short", "disp", "struct('a', {1, 2}, 'b', {3, 4})", lambda: SA(["a", "b"], [(1.0, 3.0), (2.0, 4.0)], (1, 2))),
    ("dwide", "short", "disp", "1:25", lambda: R(1, 25)),
    ("dLpi", "long", "disp", "pi", lambda: np.pi),
    ("danon", "short", "disp", "@(x) x + 1", lambda: anon("@(x) x + 1")),
    ("dnd", "short", "disp", "zeros(1,2,2)", lambda: np.zeros((1, 2, 2))),
    ("dnan", "short", "disp", "NaN", lambda: nan),
]

# string arrays do not exist in Octave 7; their layout follows MATLAB (checked literally)
STRING_CASES = [
    ("sscalar", lambda: string_array("abc"), 'x = "abc"\n'),
    ("srow", lambda: string_array(["a", "bcd"]), 'x =\n\n  1x2 string array\n\n    "a"    "bcd"\n\n'),
    ("smat", lambda: string_array([["ab", "c"], ["d", None]]),
     'x =\n\n  2x2 string array\n\n    "ab"    "c"\n    "d"     <missing>\n\n'),
    ("sempty", lambda: string_array([], (0, 0)), 'x =\n\n  0x0 empty string array\n\n'),
]
