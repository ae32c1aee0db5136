"""tall arrays: every result gathered equals the same MATLAB expression computed in memory.

The arrays span several chunks (RUNMAT_TALL_CHUNK_ROWS=7 below, 53 rows), masks leave some
chunks empty, and the threaded scheduler computes (no cluster).
"""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException

SETUP = """
x = mod((1:53)' * 7, 11) - 4.5;
A = [x, sin((1:53)'), mod((1:53)', 5)];
A(9, 2) = NaN;
L = A > 0;
I = int16(round(10 * A(:, 1)));
tx = tall(x); tA = tall(A); tL = tall(L); tI = tall(I);
"""


@pytest.fixture
def session(runmat_session, monkeypatch):
    monkeypatch.setenv("RUNMAT_TALL_CHUNK_ROWS", "7")
    runmat_session.run_m(SETUP)
    return runmat_session


def same(session, tall_expr: str, memory_expr: str, tol: float = 0.0) -> None:
    """gather(tall_expr) equals memory_expr: same class, same size, same values (NaN equal)."""
    out = session.run_m(f"""
g = gather({tall_expr}); m = {memory_expr};
fprintf('%d %d %d\\n', strcmp(class(g), class(m)), isequal(size(g), size(m)), ...
        isequaln(g, m) || (isfloat(g) && max(abs(double(g(:)) - double(m(:)))) <= {tol}));
""")
    assert out == "1 1 1\n", (tall_expr, memory_expr, session.run_m("disp(g); disp(m)"))


ELEMENTWISE = [
    ("tA + 1", "A + 1"), ("2 * tA - tA ./ 3", "2 * A - A ./ 3"), ("tA .^ 2", "A .^ 2"),
    ("-tA", "-A"), ("sin(tA) + exp(tA / 10)", "sin(A) + exp(A / 10)"), ("sqrt(abs(tA))", "sqrt(abs(A))"),
    ("mod(tA, 3)", "mod(A, 3)"), ("rem(tA, 2.5)", "rem(A, 2.5)"), ("floor(tA) + round(tA)", "floor(A) + round(A)"),
    ("tA > 0", "A > 0"), ("tA == 1.5 | tL", "A == 1.5 | L"), ("~tL & tA < 3", "~L & A < 3"),
    ("xor(tL, tA > 1)", "xor(L, A > 1)"), ("tA - [1 2 3]", "A - [1 2 3]"), ("tx .* tA", "x .* A"),
    ("max(tA, 0)", "max(A, 0)"), ("min(tA, tx)", "min(A, x)"), ("isnan(tA)", "isnan(A)"),
    ("atan2(tA, tx + 10)", "atan2(A, x + 10)"), ("hypot(tA, 2)", "hypot(A, 2)"),
    ("tI + 1", "I + 1"), ("tI * 3", "I * 3"), ("double(tI) / 7", "double(I) / 7"), ("int8(tA * 100)", "int8(A * 100)"),
    ("sqrt(tx)", "sqrt(x)"), ("single(tA) * 2", "single(A) * 2"),
]


@pytest.mark.parametrize("tall_expr,memory_expr", ELEMENTWISE)
def test_elementwise(session, tall_expr, memory_expr):
    same(session, tall_expr, memory_expr)


REDUCTIONS = [
    ("sum(tA)", "sum(A)", 1e-12), ("sum(tA, 2)", "sum(A, 2)", 0), ("sum(tA, 'omitnan')", "sum(A, 'omitnan')", 1e-12),
    ("sum(tA(:, 1), 'all')", "sum(A(:, 1), 'all')", 1e-12), ("sum(tA, 'all', 'omitnan')", "sum(A, 'all', 'omitnan')", 1e-12),
    ("prod(tA(:, 3) + 1)", "prod(A(:, 3) + 1)", 1e-3), ("max(tA)", "max(A)", 0), ("min(tA, [], 1)", "min(A, [], 1)", 0),
    ("max(tA, [], 2)", "max(A, [], 2)", 0), ("max(tA, [], 'all')", "max(A, [], 'all')", 0),
    ("any(tL)", "any(L)", 0), ("all(tA > -5)", "all(A > -5)", 0), ("any(tL, 2)", "any(L, 2)", 0),
    ("nnz(tL)", "nnz(L)", 0), ("mean(tA)", "mean(A)", 1e-12), ("mean(tA, 'omitnan')", "mean(A, 'omitnan')", 1e-12),
    ("mean(tA, 2)", "mean(A, 2)", 1e-12), ("var(tA)", "var(A)", 1e-12), ("std(tA, 1)", "std(A, 1)", 1e-12),
    ("std(tA, 0, 'omitnan')", "std(A, 0, 'omitnan')", 1e-12), ("var(tA, 0, 2)", "var(A, 0, 2)", 1e-12),
    ("sum(tI)", "sum(I)", 0), ("mean(tI)", "mean(I)", 1e-12), ("sum(tL)", "sum(L)", 0),
    ("mean(tx(mod(tx, 2) > 0.5))", "mean(x(mod(x, 2) > 0.5))", 1e-12),
    ("sum(tx(tx > 100))", "sum(x(x > 100))", 0),
]


@pytest.mark.parametrize("tall_expr,memory_expr,tol", REDUCTIONS)
def test_reductions(session, tall_expr, memory_expr, tol):
    same(session, tall_expr, memory_expr, tol)


INDEXING = [
    ("tx(tx > 0)", "x(x > 0)"), ("tA(tA(:, 1) > 0, :)", "A(A(:, 1) > 0, :)"), ("tA(tL)", "A(L)"),
    ("tA(tA(:, 3) == 2, [1 3])", "A(A(:, 3) == 2, [1 3])"), ("tA(:, 2)", "A(:, 2)"), ("tA(:, [true false true])", "A(:, [true false true])"),
    ("tA(:)", "A(:)"), ("tx(5:9)", "x(5:9)"), ("tA([3 1 40], :)", "A([3 1 40], :)"),
    ("head(tA, 4)", "A(1:4, :)"), ("tail(tA, 3)", "A(end-2:end, :)"), ("head(tx(tx > 2), 5)", "head(x(x > 2), 5)"),
    ("tail(tx(tx > 2), 5)", "tail(x(x > 2), 5)"), ("head(tx, 100)", "x"),
    ("[tA, tx]", "[A, x]"), ("[tx; tx * 2]", "[x; x * 2]"), ("[1; tx; [2; 3]; tx(tx > 0)]", "[1; x; [2; 3]; x(x > 0)]"), ("[tx(tx > 0), tx(tx > 0) + 1]", "[x(x > 0), x(x > 0) + 1]"),
    ("tA - mean(tA)", "A - mean(A)"),
]


@pytest.mark.parametrize("tall_expr,memory_expr", INDEXING)
def test_indexing_and_concatenation(session, tall_expr, memory_expr):
    same(session, tall_expr, memory_expr, 1e-12)


@pytest.mark.parametrize("call", ["max(tA)", "min(tA)", "max(tA, [], 1)", "min(tx(tx > 0))", "max(tA, [], 2)",
                                  "max(tA, [], 1, 'includenan')", "max(tL)"])
def test_max_min_index_outputs(session, call):
    mem = call.replace("tA", "A").replace("tx", "x").replace("tL", "L")
    session.run_m(f"[tv, ti] = {call}; [mv, mi] = {mem};")
    same(session, "tv", "mv")
    same(session, "ti", "mi")


ORDER = [
    ("cumsum(tx)", "cumsum(x)"), ("cumsum(tA)", "cumsum(A)"), ("cumsum(tA, 1)", "cumsum(A, 1)"),
    ("cumsum(tA, 'omitnan')", "cumsum(A, 'omitnan')"), ("cumsum(tA, 2)", "cumsum(A, 2)"),
    ("cumsum(tx, 'reverse')", "cumsum(x, 'reverse')"), ("cumsum(tx(tx > 0))", "cumsum(x(x > 0))"),
    ("cumsum(tx(tx > 3), 'reverse')", "cumsum(x(x > 3), 'reverse')"),  # some chunks empty
    ("cumsum(tI)", "cumsum(I)"), ("cumsum(int8(tA * 40))", "cumsum(int8(A * 40))"),
    ("cumprod(uint8(tA(:, 3) + 1))", "cumprod(uint8(A(:, 3) + 1))"), ("cumsum(tL)", "cumsum(L)"), ("cumsum(single(tA))", "cumsum(single(A))"),
    ("cumprod(tA(:, 3) / 2 + 0.5)", "cumprod(A(:, 3) / 2 + 0.5)"), ("cummax(tA)", "cummax(A)"),
    ("cummin(tA)", "cummin(A)"), ("cummax(tx, 'reverse')", "cummax(x, 'reverse')"),
    ("cummin(tA, 2)", "cummin(A, 2)"),
    ("sort(tx)", "sort(x)"), ("sort(tA)", "sort(A)"), ("sort(tA, 'descend')", "sort(A, 'descend')"),
    ("sort(tA, 1, 'descend')", "sort(A, 1, 'descend')"), ("sort(tA, 2)", "sort(A, 2)"),
    ("sort(tx(tx > 0), 'descend')", "sort(x(x > 0), 'descend')"), ("sort(tI)", "sort(I)"),
    ("sort(tL)", "sort(L)"), ("sort(tx) + 1", "sort(x) + 1"),
    ("tx(end)", "x(end)"), ("tx(end - 3)", "x(end - 3)"), ("tx(end-4:end)", "x(end-4:end)"),
    ("tA(end, :)", "A(end, :)"), ("tA(end - 1, end)", "A(end - 1, end)"), ("tA(:, end)", "A(:, end)"),
    ("tA(end:-1:50, [1 end])", "A(end:-1:50, [1 end])"),
]


@pytest.mark.parametrize("tall_expr,memory_expr", ORDER)
def test_scans_sort_and_end(session, tall_expr, memory_expr):
    same(session, tall_expr, memory_expr)


def test_end_of_a_tall_array_of_unknown_height(session):
    # after a mask the height is counted when `end` needs it
    session.run_m("tm = tx(tx > 0); xm = x(x > 0); tn = tA(tA(:, 3) > 2, :); An = A(A(:, 3) > 2, :);")
    same(session, "tm(end)", "xm(end)")
    same(session, "tm(end - 2:end)", "xm(end - 2:end)")
    same(session, "tn(end, 2)", "An(end, 2)")


def test_sort_index_output_and_pool(session, pool):
    session.run_m("[ts, ti] = sort(tA, 'descend'); [ms, mi] = sort(A, 'descend');"
                  "[us, ui] = sort(tx(tx > 0)); xm = x(x > 0); [vs, vi] = sort(xm);")
    for t, m in (("ts", "ms"), ("ti", "mi"), ("us", "vs"), ("ui", "vi"), ("cumsum(tA)", "cumsum(A)"),
                 ("ts(end - 2:end, :)", "ms(end - 2:end, :)")):
        same(session, t, m)
    with pytest.raises(MException) as e:  # sorted rows are not the original rows
        session.run_m("y = ts + tA;")
    assert e.value.identifier == "MATLAB:bigdata:array:IncompatibleTallIndexing"


def test_assignment_through_a_mask(session):
    session.run_m("t2 = tx; t2(t2 < 0) = 0; y = x; y(y < 0) = 0;"
                  "T2 = tA; T2(tA(:, 1) > 0, 2) = -1; B = A; B(A(:, 1) > 0, 2) = -1;"
                  "T3 = tA; T3(:, 3) = tx * 2; C = A; C(:, 3) = x * 2;"
                  "T4 = tA; T4(tL) = 7; D = A; D(L) = 7;")
    for t, m in (("t2", "y"), ("T2", "B"), ("T3", "C"), ("T4", "D")):
        same(session, t, m)


def test_size_queries_answer_tall_arrays(session):
    out = session.run_m("s = size(tx(tx > 0)); disp(istall(s)); disp(gather(s));"
                        "[r, c] = size(tA); disp(gather(r)); disp(gather(c));"
                        "disp(gather(numel(tA(tL)))); disp(gather(numel(A(L))));"
                        "disp(gather(size(tA, 1))); disp(gather(isempty(tx(tx > 100))));"
                        "disp(gather(length(tA))); disp(gather(height(tx(tx < 0)))); disp(ndims(tA) == 2)")
    n_pos = int(np.sum(np.mod(np.arange(1, 54) * 7, 11) - 4.5 > 0))
    n_neg = 53 - n_pos
    assert out.split("\n")[:2] == ["1", f"   {n_pos}    1"]
    lines = out.split("\n")
    assert lines[2:5] == ["53", "3", lines[5]]
    assert lines[6:10] == ["53", "1", "53", str(n_neg)]


def test_gather_several_and_non_tall(session):
    out = session.run_m("[a, b, c] = gather(sum(tx), max(tx), 5); disp(isequal([a b c], [sum(x) max(x) 5]));"
                        "disp(gather([1 2])); disp(isequaln(gather(tA), A)); g = gpuArray([1 2]); disp(gather(g))")
    assert out == "1\n   1   2\n1\n   1   2\n"


def test_class_and_predicates(session):
    out = session.run_m("disp(class(tx)); disp(underlyingType(tL)); disp(classUnderlying(tI));"
                        "disp(istall(tx)); disp(istall(x)); disp(isa(tx, 'tall')); disp(isa(tx, 'double'));"
                        "disp(isnumeric(tx)); disp(class(tx > 0)); disp(istall(sum(tx)))")
    assert out == "tall\nlogical\nint16\n1\n0\n1\n0\n0\ntall\n1\n"


def test_tall_of_a_tall_and_laziness(session):
    out = session.run_m("t = tall(tx); disp(istall(t)); y = tx / 0; disp(istall(y))")
    assert out == "1\n1\n"


@pytest.mark.parametrize("code,ident", [
    ("tx + tx(tx > 0)", "MATLAB:bigdata:array:IncompatibleTallIndexing"),
    ("tx .* x", "MATLAB:bigdata:array:IncompatibleTallIndexing"),
    ("tx + tall(x(1:10))", "MATLAB:bigdata:array:IncompatibleTallIndexing"),
    ("[tA, x]", "MATLAB:bigdata:array:IncompatibleTallIndexing"),
    ("inv(tA)", "MATLAB:UndefinedFunction"),
    ("unique(tx)", "MATLAB:UndefinedFunction"),
    ("cumsum(tx, tx)", "MATLAB:UndefinedFunction"),
    ("cumsum(tx, 0)", "MATLAB:getdimarg:dimensionMustBePositiveInteger"),  # as cumsum(x, 0)
    ("sort(tx, 1.5)", "MATLAB:getdimarg:dimensionMustBePositiveInteger"),
    ("sort(tx, 'sideways')", "MATLAB:sort:sortDirection"),
    ("[a, b, c] = sort(tx);", "MATLAB:maxlhs"),
    ("y = tx(end + 1);", "MATLAB:index:outOfBounds"),
    ("tm = tx(tx > 0); y = gather(tm(end + 1));", "MATLAB:index:outOfBounds"),
    ("tA * [1; 2; 3]", "MATLAB:UndefinedFunction"),
    ("tA'", "MATLAB:UndefinedFunction"),
    ("tall({1, 2})", "RunMat:tall:unsupportedType"),
    ("[tx; 'ab']", "MATLAB:bigdata:array:VertcatUnsupportedChar"),
    ("tA - [1 2]", "MATLAB:sizeDimensionsMustMatch"),
    ("t = tx; t(3) = 1;", "MATLAB:bigdata:array:SubsasgnFirstDimTallOrColon"),
    ("t = tx; t(tx > 0) = [1 2];", "MATLAB:bigdata:array:SubsasgnValueMustBeScalarOrTall"),
    ("y = tx{1};", "MATLAB:bigdata:array:SubsrefBracesNotSupported"),
    ("y = tA(:, 4);", "MATLAB:index:outOfBounds"),  # as A(:, 4)
    ("y = tA(tx, :);", "MATLAB:bigdata:array:SubsindexNotSupported"),
    # a bad dimension or option fails as the builtin fails in memory (sum(A, NaN), cat('a', A, A))
    ("y = sum(tA, NaN);", "MATLAB:getdimarg:dimensionMustBePositiveInteger"),
    ("[m, i] = max(tA, [], NaN);", "MATLAB:getdimarg:dimensionMustBePositiveInteger"),
    ("y = cat(NaN, tA, tA);", "MATLAB:catenate:invalidDimension"),
    ("y = cat('a', tA, tA);", "MATLAB:catenate:invalidDimension"),
    ("y = var(tA, 'a');", "RunMat:var:invalidOption"),
])
def test_matlab_errors(session, code, ident):
    with pytest.raises(MException) as e:
        session.run_m(code)
    assert e.value.identifier == ident


def test_gather_computes_on_the_pool(session, pool):
    """With a pool running (a LocalCluster of 2 worker processes), gather computes there."""
    from runmat_builtins.lib.parallel.tall import _dask

    assert _dask.client() is pool.client
    before = pool.client.run_on_scheduler(lambda dask_scheduler: dask_scheduler.transition_counter)
    same(session, "mean(tA(tA(:, 1) > 0, :))", "mean(A(A(:, 1) > 0, :))", 1e-12)
    same(session, "max(mod(tA, 3), [], 2)", "max(mod(A, 3), [], 2)")
    after = pool.client.run_on_scheduler(lambda dask_scheduler: dask_scheduler.transition_counter)
    assert after > before  # the chunks' tasks ran on the cluster
