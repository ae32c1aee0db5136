"""docs/python-api.md, "Tables, times, categoricals and maps": each row tested both ways (Python
value in -> MATLAB class -> back out), for Session.workspace and the Engine, plus the examples of
MathWorks' pages that document these conversions:

- "Use MATLAB Tables and Timetables in Python" (MATLAB Engine API for Python, R2024a):
  https://www.mathworks.com/help/matlab/matlab_external/use-matlab-tables-and-timetables-in-python.html
- "Use Python Pandas DataFrames in MATLAB" (R2024a):
  https://www.mathworks.com/help/matlab/matlab_external/python-pandas-dataframes.html
- the type lists of "Convert Between MATLAB tables and Pandas DataFrames" (MATLAB Compiler SDK):
  https://www.mathworks.com/help/compiler_sdk/python/convert-tables-and-dataframes.html
"""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest

from runmat_builtins.lib.external.python._maps import MatlabMap
from runmat_vm import Session, matlab

pd = pytest.importorskip("pandas")

ENGINE_PAGE_TABLE = """
style = ["coupe"; "hatchback"; "convertible"; "crossover"];
mpg = [47; 50; 33; 42];
hybrid = [true; true; false; true];
mt = table(style,mpg,hybrid);
released = datetime(["2015-11-02"; "2024-09-12"; "2016-09-13"; "2022-06-01"]);
mtt = timetable(released,style,mpg,hybrid);
"""


def test_engine_page_table_to_dataframe():
    eng = matlab.engine.start_matlab()
    eng.eval(ENGINE_PAGE_TABLE, nargout=0)
    mt2pd = eng.workspace["mt"]
    assert isinstance(mt2pd, pd.DataFrame)
    # the page's display of mt2pd
    assert str(mt2pd) == ("         style   mpg  hybrid\n"
                          "0        coupe  47.0    True\n"
                          "1    hatchback  50.0    True\n"
                          "2  convertible  33.0   False\n"
                          "3    crossover  42.0    True")


def test_engine_page_timetable_to_dataframe_with_its_row_times_as_index():
    eng = matlab.engine.start_matlab()
    eng.eval(ENGINE_PAGE_TABLE, nargout=0)
    mtt2pd = eng.workspace["mtt"]
    assert isinstance(mtt2pd.index, pd.DatetimeIndex) and mtt2pd.index.name == "released"
    assert str(mtt2pd) == ("                  style   mpg  hybrid\n"
                           "released                             \n"
                           "2015-11-02        coupe  47.0    True\n"
                           "2024-09-12    hatchback  50.0    True\n"
                           "2016-09-13  convertible  33.0   False\n"
                           "2022-06-01    crossover  42.0    True")


def test_engine_dataframe_into_the_workspace_and_eval_round_trip():
    eng = matlab.engine.start_matlab()
    df = pd.DataFrame({"style": ["coupe", "hatchback"], "mpg": [47.0, 50.0], "hybrid": [True, False]})
    eng.workspace["t"] = df
    assert eng.eval("class(t)") == "table"
    assert eng.eval("t.Properties.VariableNames") == ["style", "mpg", "hybrid"]
    assert eng.eval("class(t.style)") == "string"
    eng.eval("t.mpg = t.mpg * 2;", nargout=0)
    back = eng.workspace["t"]
    assert list(back["mpg"]) == [94.0, 100.0] and list(back["style"]) == ["coupe", "hatchback"]
    assert back["hybrid"].dtype == bool
    assert list(df["mpg"]) == [47.0, 50.0]  # the caller's DataFrame is not changed


def test_pandas_page_table_of_a_dataframe_in_matlab_code():
    """"Use Python Pandas DataFrames in MATLAB": a Series of dtype object holding text becomes a
    string variable, NumPy integers keep their class (fixed ages instead of the page's random ones)."""
    s = Session()
    s.eval('last_names = py.pandas.Series({"Sanchez","Johnson","Zhang","Diaz","Brown"},dtype="object");'
           "age = py.numpy.array(int64([38 43 38 40 49])); height = py.numpy.array(int64([71 69 64 67 64]));"
           'pdf = py.pandas.DataFrame(struct("LastName",last_names,"Age",age,"Height",height));'
           "md = table(pdf); c1 = class(md.LastName); c2 = class(md.Age); sz = size(md);"
           'names = string(md.Properties.VariableNames);')
    assert s.workspace["c1"] == "string" and s.workspace["c2"] == "int64"
    assert s.workspace["names"] == ["LastName", "Age", "Height"]
    assert np.array_equal(s.workspace["sz"], [[5, 3]])


def test_pandas_page_dataframe_of_a_table_in_matlab_code():
    s = Session()
    s.eval('T = table(["a";"b"], [1;2], VariableNames=["k","v"]); p = py.pandas.DataFrame(T);'
           "T2 = table(p); same = isequal(T, T2); tt = timetable(datetime(2020,1,[1;2]), [5;6]);"
           "tt2 = timetable(py.pandas.DataFrame(tt)); same_tt = isequal(tt, tt2);")
    assert s.workspace["same"] is True and s.workspace["same_tt"] is True
    p = s.workspace["p"]
    assert isinstance(p, pd.DataFrame) and list(p.columns) == ["k", "v"]


# ---------------------------------------------------------------- the table of rows, both ways
def _df_all_types():
    return pd.DataFrame({
        "i": np.array([1, 2, 3], dtype=np.int32),
        "f": [1.5, np.nan, 2.0],
        "b": [True, False, True],
        "z": np.array([1 + 2j, 3, 4j]),
        "s": pd.array(["x", None, "z"], dtype="string"),
        "c": pd.Categorical(["lo", "hi", None], categories=["lo", "hi"], ordered=True),
        "t": pd.to_datetime(["2020-01-01 10:00", None, "2021-06-30 00:00"]),
        "d": pd.to_timedelta([1.5, 60, 3600], unit="s"),
        "o": np.array([1.0, "a", None], dtype=object),
    }, index=pd.Index(["r1", "r2", "r3"], dtype=object))


EXPECTED_TYPES = ["int32", "double", "logical", "double", "string", "categorical", "datetime", "duration", "cell"]


@pytest.mark.parametrize("engine", [False, True], ids=["session", "engine"])
def test_dataframe_every_column_type_both_ways(engine):
    df = _df_all_types()
    ws, run = _workspace(engine)
    ws["t"] = df
    run("vt = string(t.Properties.VariableTypes); rn = string(t.Properties.RowNames)';"
        "ord = isordinal(t.c); nat = isnat(t.t(2)); miss = ismissing(t.s(2)); cz = isundefined(t.c(3));"
        "d3 = seconds(t.d(3)); h = hour(t.t(1));")
    assert ws["vt"] == EXPECTED_TYPES
    assert ws["rn"] == ["r1", "r2", "r3"]
    assert (ws["ord"], ws["nat"], ws["miss"], ws["cz"]) == (True, True, True, True)
    assert ws["d3"] == 3600.0 and ws["h"] == 10.0
    back = ws["t"]
    assert list(back.columns) == list(df.columns) and list(back.index) == ["r1", "r2", "r3"]
    assert back["i"].dtype == np.int32 and back["z"].dtype == np.complex128
    for col in ["i", "f", "b", "z", "s", "c"]:
        pd.testing.assert_series_equal(back[col], df[col], check_dtype=False, check_index_type=False)
    for col in ["t", "d"]:  # the same times, in the unit each leaves in (docs/python-api.md)
        pd.testing.assert_series_equal(back[col].astype(df[col].dtype), df[col], check_index_type=False)
    assert back["c"].cat.ordered and list(back["c"].cat.categories) == ["lo", "hi"]
    assert back["o"].tolist()[:2] == [1.0, "a"]


def test_timetable_with_duration_row_times():
    s = Session()
    s.eval("tt = timetable(seconds([0;1;2]), [1;2;3], VariableNames={'x'});")
    df = s.workspace["tt"]
    assert isinstance(df.index, pd.TimedeltaIndex) and df.index.name == "Time"
    s.workspace["tt2"] = df
    s.eval("c = class(tt2); same = isequal(tt, tt2);")
    assert s.workspace["c"] == "timetable" and s.workspace["same"] is True


def test_dataframe_with_a_range_index_has_no_row_names_and_nullable_ints():
    s = Session()
    s.workspace["t"] = pd.DataFrame({"a": pd.array([1, None, 3], dtype="Int64"),
                                     "b": pd.array([1, 2, 3], dtype="Int64")})
    s.eval("e = isempty(t.Properties.RowNames); ca = class(t.a); cb = class(t.b); n = sum(isnan(t.a));")
    assert (s.workspace["e"], s.workspace["ca"], s.workspace["cb"], s.workspace["n"]) == (True, "double", "int64", 1.0)


def _workspace(engine: bool):
    if engine:
        eng = matlab.engine.start_matlab()
        return eng.workspace, lambda code: eng.eval(code, nargout=0)
    s = Session()
    return s.workspace, s.eval


TIME_ROWS = [
    (np.datetime64("2024-02-29T12:34:56"), "datetime", np.datetime64("2024-02-29T12:34:56")),
    (np.array(["2001-01-01", "NaT"], dtype="datetime64[D]"), "datetime",
     np.array([["2001-01-01T00:00:00", "NaT"]], dtype="datetime64[s]")),
    (np.array([[1, 2], [3, 4]], dtype="datetime64[ms]"), "datetime", np.array([[1, 2], [3, 4]], dtype="datetime64[ms]")),
    (dt.datetime(2020, 5, 6, 7, 8, 9), "datetime", np.datetime64("2020-05-06T07:08:09")),
    (pd.Timestamp("2019-12-31 23:59:59.250"), "datetime", np.datetime64("2019-12-31T23:59:59.250")),
    (np.timedelta64(90, "s"), "duration", np.timedelta64(90_000_000_000, "ns")),
    (np.array([1, -2, 3], dtype="timedelta64[ms]"), "duration", np.array([[1, -2, 3]], dtype="timedelta64[ms]")),
    (dt.timedelta(hours=1, microseconds=5), "duration", np.timedelta64(3600000005000, "ns")),
]


@pytest.mark.parametrize("engine", [False, True], ids=["session", "engine"])
@pytest.mark.parametrize("value, cls, back", TIME_ROWS, ids=[repr(r[0])[:40] for r in TIME_ROWS])
def test_time_rows_both_ways(value, cls, back, engine):
    ws, run = _workspace(engine)
    ws["v"] = value
    run("k = class(v); sz = size(v);")
    assert ws["k"] == cls
    out = ws["v"]
    assert np.shape(out) == np.shape(back)
    assert np.array_equal(np.asarray(out), np.asarray(back), equal_nan=False) or \
        np.array_equal(np.isnat(out), np.isnat(back)) and np.array_equal(out[~np.isnat(out)], back[~np.isnat(back)])


def test_datetime_components_come_in_exactly():
    s = Session()
    s.workspace["t"] = np.array(["2024-03-10T01:02:03.500"], dtype="datetime64[ms]")
    s.eval("parts = [year(t) month(t) day(t) hour(t) minute(t) second(t)];")
    assert np.array_equal(s.workspace["parts"], [[2024, 3, 10, 1, 2, 3.5]])


def test_datetime_made_in_matlab_goes_out_in_whole_units():
    s = Session()
    s.eval("t = datetime(2021, 7, 4, 12, 0, 0); d = t + milliseconds(250); tz = NaT;")
    assert s.workspace["t"] == np.datetime64("2021-07-04T12:00:00") and s.workspace["t"].dtype == "datetime64[s]"
    assert s.workspace["d"] == np.datetime64("2021-07-04T12:00:00.250")
    assert np.isnat(s.workspace["tz"])


def test_zoned_datetimes_are_refused():
    with pytest.raises(TypeError, match="time zone"):
        Session().workspace["t"] = dt.datetime(2020, 1, 1, tzinfo=dt.timezone.utc)


CATEGORICAL_ROWS = [
    (pd.Categorical(["a", "b", "a"]), (1, 3), pd.Categorical(["a", "b", "a"])),
    (pd.Series(pd.Categorical(["lo", "hi"], categories=["lo", "hi"], ordered=True)), (2, 1),
     pd.Series(pd.Categorical(["lo", "hi"], categories=["lo", "hi"], ordered=True))),
    (pd.Categorical(["x", None]), (1, 2), pd.Categorical(["x", None])),
]


@pytest.mark.parametrize("engine", [False, True], ids=["session", "engine"])
@pytest.mark.parametrize("value, size, back", CATEGORICAL_ROWS, ids=["row", "column-ordinal", "undefined"])
def test_categorical_rows_both_ways(value, size, back, engine):
    ws, run = _workspace(engine)
    ws["c"] = value
    run("k = class(c); sz = size(c);")
    assert ws["k"] == "categorical"
    assert tuple(int(x) for x in np.asarray(ws["sz"]).ravel()) == size
    out = ws["c"]
    assert type(out) is type(back)
    if isinstance(back, pd.Series):
        pd.testing.assert_series_equal(out, back)
    else:
        pd.testing.assert_extension_array_equal(out, back)


def test_categorical_made_in_matlab_keeps_its_categories_and_order():
    s = Session()
    s.eval("c = categorical({'small','large','small'}, {'small','medium','large'}, 'Ordinal', true);")
    out = s.workspace["c"]
    assert list(out.categories) == ["small", "medium", "large"] and out.ordered
    assert list(out) == ["small", "large", "small"]


@pytest.mark.parametrize("engine", [False, True], ids=["session", "engine"])
def test_containers_map_and_dictionary_both_ways(engine):
    ws, run = _workspace(engine)
    run("m = containers.Map({'x','y'}, {1, 'two'}); n = containers.Map([1 2], [10 20]);"
        "d = dictionary([\"a\" \"b\"], [1 2]);")
    m, n, d = ws["m"], ws["n"], ws["d"]
    assert isinstance(m, dict) and type(m) is MatlabMap and m == {"x": 1.0, "y": "two"}
    assert n == {1.0: 10.0, 2.0: 20.0} and d == {"a": 1.0, "b": 2.0}
    ws["m2"], ws["n2"], ws["d2"] = m, n, d
    run("c = {class(m2), class(n2), class(d2)}; kt = n2.KeyType; v = m2('y'); e = d2(\"b\");"
        "same = isequal(keys(m), keys(m2)) && isequal(values(n), values(n2)) && isequal(d, d2);")
    assert ws["c"] == ["containers.Map", "containers.Map", "dictionary"]
    assert ws["kt"] == "double" and ws["v"] == "two" and ws["e"] == 2.0 and ws["same"] is True


@pytest.mark.parametrize("engine", [False, True], ids=["session", "engine"])
def test_plain_dicts_struct_for_text_keys_dictionary_for_others(engine):
    ws, run = _workspace(engine)
    ws["s"] = {"a": 1.0}
    ws["d"] = {1: "one", 2: "two"}
    run("cs = class(s); cd = class(d); v = d(2);")
    assert (ws["cs"], ws["cd"], ws["v"]) == ("struct", "dictionary", "two")
    assert ws["d"] == {1.0: "one", 2.0: "two"}


def test_without_pandas_a_table_leaves_as_the_runtimes_own_value(monkeypatch):
    from runmat_builtins.lib.external.python import _pandas

    monkeypatch.setattr(_pandas, "_HAVE", [False])
    s = Session()
    s.eval("t = table([1;2]); c = categorical({'a'});")
    assert getattr(s.workspace["t"], "matlab_class", None) == "table"
    assert getattr(s.workspace["c"], "matlab_class", None) == "categorical"


# ---------------------------------------------------------------- shapes of cells, strings, structs
SHAPE_CASES = [
    ("{1, 'a'; 2, 'b'}", "cell", [[1.0, "a"], [2.0, "b"]]),
    ("{1; 'a'}", "cell", [1.0, "a"]),
    ('["x" "y"; "z" missing]', "string", [["x", "y"], ["z", None]]),
    ('["x"; "y"]', "string", ["x", "y"]),
    ("struct('a', {1, 2})", "struct", [{"a": 1.0}, {"a": 2.0}]),
    ("repmat(struct('a', 1, 'b', 'q'), 2, 2)", "struct",
     [[{"a": 1.0, "b": "q"}, {"a": 1.0, "b": "q"}], [{"a": 1.0, "b": "q"}, {"a": 1.0, "b": "q"}]]),
]


@pytest.mark.parametrize("engine", [False, True], ids=["session", "engine"])
@pytest.mark.parametrize("code, cls, py", SHAPE_CASES, ids=[c[0] for c in SHAPE_CASES])
def test_cells_strings_and_struct_arrays_keep_class_and_size(code, cls, py, engine):
    ws, run = _workspace(engine)
    run(f"v = {code};")
    out = ws["v"]
    assert isinstance(out, list) and out == py  # the Engine's list form
    ws["w"] = out
    run("same = isequaln(v, w) && strcmp(class(v), class(w)) && isequal(size(v), size(w));")
    assert ws["same"] is True


def test_a_plain_list_of_lists_still_goes_in_as_the_engine_says():
    s = Session()
    s.workspace["v"] = [[1.0, "a"], [2.0, "b"]]
    s.eval("sz = size(v); c = class(v{1});")
    assert np.array_equal(s.workspace["sz"], [[1, 2]]) and s.workspace["c"] == "cell"


def test_isequaln_takes_missing_strings_as_equal():
    """isequaln's page: "<missing> values are considered to be equal to other such values"."""
    s = Session()
    s.eval('a = isequaln(string(missing), string(missing)); b = isequal(string(missing), string(missing));'
           'c = isequaln(["x" missing], ["x" missing]); d = isequaln(["x" missing], ["x" "y"]);')
    assert [s.workspace[k] for k in "abcd"] == [True, False, True, False]


def test_pandas_is_imported_only_when_a_table_crosses():
    import subprocess
    import sys

    code = ("import sys; from runmat_vm import Session; s = Session(); s.eval('x = {1, \"a\"}; t = table([1;2]);');"
            "s.workspace['x']; s.workspace['y'] = {'a': 1.0}; before = 'pandas' in sys.modules;"
            "s.workspace['t']; print(before, 'pandas' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "True"]
