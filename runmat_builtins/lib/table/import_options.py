"""detectImportOptions, setvartype, setvaropts: an import options object that says how
readtable(FILENAME, OPTS) reads a delimited text file (names, types, selected variables, lines)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import count_value, scalar_value, values
from runmat_builtins.lib.io.text.delimited import _guess_delim, delimiters, field_number, read_lines, split_line
from runmat_builtins.lib.strings.core._text import TextArray, option_name, option_text
from runmat_builtins.lib.table._value import TableValue, check_names
from runmat_builtins.lib.table.files import _READ_OPTIONS, _dates, _options, readtable
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE, cell_array, char_row, class_of, to_str

_TYPES = ("double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "logical", "char", "string", "datetime", "duration", "categorical")
_PROPS = ("VariableNames", "VariableTypes", "SelectedVariableNames", "Delimiter", "DataLines", "VariableNamesLine",
          "VariableNamingRule", "MissingRule", "ImportErrorRule", "ExtraColumnsRule", "EmptyLineRule",
          "Whitespace", "LineEnding", "Encoding", "CommentStyle", "ConsecutiveDelimitersRule",
          "LeadingDelimitersRule", "VariableDescriptionsLine", "VariableUnitsLine", "RowNamesColumn")


def _cell_row(items: list[str]) -> np.ndarray:
    return cell_array([char_row(s) for s in items], (1, len(items)))


class ImportOptions:
    """Delimited text import options (MATLAB's DelimitedTextImportOptions)."""

    __slots__ = ("names", "types", "selected", "delimiter", "data_lines", "names_line", "rule", "missing_rule",
                 "missing_texts", "fill", "other")
    matlab_class = "matlab.io.text.DelimitedTextImportOptions"
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, names: list[str], types: list[str], delimiter: list[str], data_lines: tuple[float, float],
                 names_line: int, rule: str) -> None:
        self.names, self.types, self.selected = list(names), list(types), list(names)
        self.delimiter, self.data_lines, self.names_line, self.rule = delimiter, data_lines, names_line, rule
        self.missing_rule = "fill"
        self.missing_texts: dict[str, list[str]] = {}
        self.fill: dict[str, Any] = {}
        self.other: dict[str, Any] = {}

    def copy(self) -> ImportOptions:
        out = ImportOptions(self.names, self.types, self.delimiter, self.data_lines, self.names_line, self.rule)
        out.selected, out.missing_rule = list(self.selected), self.missing_rule
        out.missing_texts, out.fill, out.other = dict(self.missing_texts), dict(self.fill), dict(self.other)
        return out

    def matlab_fieldnames(self) -> list[str]:
        return list(_PROPS)

    def __matlab_property__(self, name: str) -> Any:
        if name == "VariableNames":
            return _cell_row(self.names)
        if name == "VariableTypes":
            return _cell_row(self.types)
        if name == "SelectedVariableNames":
            return _cell_row(self.selected)
        if name == "Delimiter":
            return _cell_row(self.delimiter)
        if name == "DataLines":
            return np.array([list(self.data_lines)], dtype=np.float64)
        if name == "VariableNamesLine":
            return float(self.names_line)
        if name == "VariableNamingRule":
            return char_row(self.rule)
        if name == "MissingRule":
            return char_row(self.missing_rule)
        if name in self.other:
            return self.other[name]
        if name in _PROPS:
            return char_row("")
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class '{self.matlab_class}'.")

    def __matlab_property_set__(self, name: str, value: Any) -> ImportOptions:
        out = self.copy()
        if name == "VariableNames":
            names = [s or "" for s in TextArray.of(value, "ImportOptions").items]
            if len(names) != len(self.names):
                raise MException("MATLAB:table:IncorrectNumberOfVarNames",
                                 "The number of variable names must match the number of variables.")
            mapping = dict(zip(self.names, names))
            out.names = names
            out.selected = [mapping.get(n, n) for n in self.selected]
        elif name == "VariableTypes":
            types = [(s or "").lower() for s in TextArray.of(value, "ImportOptions").items]
            if len(types) != len(self.names) or any(t not in _TYPES for t in types):
                raise MException("MATLAB:textio:io:InvalidVarType", "Specify one known type per variable.")
            out.types = types
        elif name == "SelectedVariableNames":
            sel = _names_of(self, value)
            out.selected = [self.names[j] for j in sel]
        elif name == "Delimiter":
            from runmat_builtins.lib.io.text.delimited import delimiters

            out.delimiter = delimiters(value, "ImportOptions")
        elif name == "DataLines":
            a = _line_numbers(value, "DataLines", 2)
            out.data_lines = (float(a[0]), float(a[1]) if a.size > 1 else float("inf"))
        elif name == "VariableNamesLine":
            out.names_line = int(_line_numbers(value, "VariableNamesLine", 1, zero=True)[0])
        elif name == "VariableNamingRule":
            out.rule = option_text(value) or "modify"
        elif name == "MissingRule":
            rule = option_text(value)
            if rule not in ("fill", "omitrow", "omitvar", "error"):
                raise MException("MATLAB:textio:io:InvalidMissingRule", "MissingRule must be 'fill', 'omitrow', 'omitvar' or 'error'.")
            out.missing_rule = rule
        elif name in _PROPS:
            out.other[name] = value
        else:
            raise MException("MATLAB:noSuchMethodOrField",
                             f"Unrecognized method, property, or field '{name}' for class '{self.matlab_class}'.")
        return out

    def __matlab_display_text__(self, name: str | None) -> str:
        lines = [f"{name} = " if name else "", "  DelimitedTextImportOptions with properties:", "",
                 "   Format Properties:",
                 f"                    Delimiter: {{{', '.join(repr(d) for d in self.delimiter)}}}",
                 "   Variable Import Properties: Set types by name using setvartype",
                 f"                VariableNames: {{{', '.join(repr(n) for n in self.names)}}}",
                 f"                VariableTypes: {{{', '.join(repr(t) for t in self.types)}}}",
                 f"        SelectedVariableNames: {{{', '.join(repr(n) for n in self.selected)}}}",
                 f"           VariableNamingRule: '{self.rule}'",
                 "   Location Properties:",
                 f"                    DataLines: [{_num(self.data_lines[0])} {_num(self.data_lines[1])}]",
                 f"            VariableNamesLine: {self.names_line}", ""]
        return "\n".join(ln for ln in lines if ln is not None) + "\n"


def _line_numbers(value: Any, name: str, most: int, zero: bool = False) -> np.ndarray:
    """A line number option: 1 to ``most`` positive integers (``zero``: 0, no line, too; a
    DataLines end may be Inf); ``MATLAB:textio:io:Invalid<name>`` for anything else."""
    numeric = type(value) in (float, int, bool) or getattr(getattr(value, "dtype", None), "kind", "") in "biuf"
    a = np.asarray(values(value), dtype=np.float64) if numeric else np.zeros(0)
    whole = np.isfinite(a) & (a == np.floor(a)) | (np.arange(a.size) == 1) & np.isposinf(a)
    if not 1 <= a.size <= most or not whole.all() or (a < (0 if zero else 1)).any():
        raise MException(f"MATLAB:textio:io:Invalid{name}",
                         f"{name} must be {'a nonnegative' if zero else 'a positive'} integer line number"
                         + (" or a [start end] pair." if most > 1 else "."))
    return a


def _num(x: float) -> str:
    return "Inf" if x == float("inf") else str(int(x))


def _names_of(opts: ImportOptions, v: Any) -> list[int]:
    if isinstance(v, np.ndarray) and v.dtype.kind in "iuf" or type(v) is float:
        return [int(k) - 1 for k in np.asarray(v, dtype=np.float64).reshape(-1)]
    out = []
    for n in TextArray.of(v, "ImportOptions").items:
        if n not in opts.names:
            raise MException("MATLAB:textio:io:UnknownVarName", f"Unknown variable name: '{n}'.")
        out.append(opts.names.index(n))
    return out


def _type_of(col: Any) -> str:
    cls = class_of(col)
    return "char" if cls == "cell" else cls


@runtime_builtin(
    summary="Import options detected from a delimited text file: OPTS = detectImportOptions(FILENAME); T = readtable(FILENAME, OPTS).",
    description="The options hold the variable names and detected types ('double', 'char', 'datetime'), "
                "SelectedVariableNames (all), Delimiter, DataLines and VariableNamesLine; change them "
                "(opts.SelectedVariableNames = {...}, setvartype, setvaropts) and pass OPTS to readtable. "
                "Name-value options are readtable's ('Delimiter', 'NumHeaderLines', 'VariableNamingRule' ...).",
    keywords=["import", "options", "readtable", "csv", "detect"],
    related=["readtable", "setvartype", "setvaropts"],
    signatures=["OPTS = detectImportOptions(FILENAME)", "OPTS = detectImportOptions(FILENAME, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:textio:textio:FileNotFound", when="the file cannot be opened")],
    examples=[Example(code="f = [tempname() '.csv'];\nfid = fopen(f, 'w'); fprintf(fid, 'a,b,c\\n1,x,3\\n2,y,4\\n'); fclose(fid);\n"
                           "opts = detectImportOptions(f);\ndisp(strjoin(opts.VariableTypes, ','))\n"
                           "opts.SelectedVariableNames = {'c', 'a'};\nT = readtable(f, opts);\n"
                           "disp(strjoin(T.Properties.VariableNames, ','))\nfprintf('%g ', T.c); fprintf('\\n')",
                      output="double,char,double\nc,a\n3 4 \n")],
    effects=["filesystem"],
)
def detectImportOptions(filename: Any, *options: Any) -> ImportOptions:
    opts = _options(options, _READ_OPTIONS, "detectImportOptions")
    t = readtable(filename, *options)
    skip = opts.get("numheaderlines", opts.get("headerlines"))
    skip = count_value(skip) if skip is not None else 0
    if "delimiter" in opts:
        delim = delimiters(opts["delimiter"], "detectImportOptions")
    else:
        lines = [ln for ln in read_lines(to_str(filename)) if ln.strip()]
        d = _guess_delim(lines)
        delim = [" ", "\t"] if d == r"\s+" else [d]
    with_header = "readvariablenames" not in opts or bool(np.asarray(opts["readvariablenames"]).reshape(-1)[0])
    if ("numheaderlines" in opts or "headerlines" in opts) and skip and "readvariablenames" not in opts:
        with_header = False
    rule = option_text(opts["variablenamingrule"]) if "variablenamingrule" in opts else "modify"
    names_line = skip + 1 if with_header else 0
    first = names_line + 1 if with_header else skip + 1
    return ImportOptions(t.names, [_type_of(c) for c in t.cols], delim, (float(first), float("inf")), names_line, rule)


def read_with_options(filename: str, o: ImportOptions) -> Any:
    """readtable(FILENAME, OPTS): the options' lines, names, types and selection."""

    lines = read_lines(filename)
    first, last = int(o.data_lines[0]), o.data_lines[1]
    stop = len(lines) if last == float("inf") else int(last)
    body = [split_line(ln, o.delimiter) for ln in lines[first - 1:stop] if ln.strip()]
    cols: dict[str, Any] = {}
    keep_rows = np.ones(len(body), dtype=bool)
    for k, (n, typ) in enumerate(zip(o.names, o.types)):
        if n not in o.selected:
            continue
        field = [r[k].strip() if k < len(r) else "" for r in body]
        gone = set(o.missing_texts.get(n, []))
        field = ["" if f in gone else f for f in field]
        missing = np.array([f == "" for f in field], dtype=bool)
        if typ in ("double", "single") or typ.startswith(("int", "uint")) or typ == "logical":
            vals = []
            for f in field:
                v = field_number(f)
                if v is None and typ == "logical" and f.lower() in ("true", "false"):
                    v = 1.0 if f.lower() == "true" else 0.0
                vals.append(float("nan") if v is None else v)
            a = np.array(vals, dtype=np.float64).reshape(-1, 1)
            missing |= np.isnan(a[:, 0])
            fill = o.fill.get(n)
            if fill is not None:
                a[np.isnan(a)] = scalar_value(fill)  # a numeric scalar for a numeric variable
            col = a if typ == "double" else call_builtin(typ, a)
        elif typ == "datetime":
            col = _dates(field)
            if col is None:
                from runmat_builtins.lib.time.datetime._value import DatetimeArray, parse_texts

                col = DatetimeArray(parse_texts([f or None for f in field], None).reshape(-1, 1))
        elif typ == "string":
            col = np.array([f if f != "" else None for f in field], dtype=STRING_DTYPE).reshape(-1, 1)
        elif typ == "categorical":
            cells = cell_array([char_row(f) for f in field], (len(field), 1))
            try:
                col = call_builtin("categorical", cells)
            except MException:
                col = cells
        elif typ == "duration":
            col = call_builtin("duration", cell_array([char_row(f) for f in field], (len(field), 1)))
        else:
            col = cell_array([char_row(f) for f in field], (len(field), 1))
        cols[n] = col
        if o.missing_rule == "omitrow":
            keep_rows &= ~missing
        elif o.missing_rule == "error" and missing.any():
            raise MException("MATLAB:textio:io:MissingData", f"Missing data in variable '{n}'.")
    order = [n for n in o.selected]
    out_cols = [cols[n] for n in order]
    if o.missing_rule == "omitrow" and not keep_rows.all():
        from runmat_builtins.lib.table._columns import take

        rows = np.flatnonzero(keep_rows).tolist()
        out_cols = [take(c, rows) for c in out_cols]
    check_names(order)
    return TableValue(order, out_cols)


@runtime_builtin(
    summary="Set the types variables import as: OPTS = setvartype(OPTS, VARS, TYPE) or setvartype(OPTS, TYPE) for all.",
    keywords=["import", "options", "type", "readtable"],
    related=["detectImportOptions", "setvaropts", "readtable"],
    signatures=["OPTS = setvartype(OPTS, TYPE)", "OPTS = setvartype(OPTS, VARS, TYPE)"],
    errors=[ErrorSpec(identifier="MATLAB:textio:io:InvalidVarType", when="TYPE is not an importable type")],
    examples=[Example(code="f = [tempname() '.csv'];\nfid = fopen(f, 'w'); fprintf(fid, 'id,v\\n7,1\\n8,2\\n'); fclose(fid);\n"
                           "opts = setvartype(detectImportOptions(f), 'id', 'string');\nT = readtable(f, opts);\n"
                           "disp(class(T.id))", output="string\n")],
)
def setvartype(opts: Any, *args: Any) -> ImportOptions:
    if not isinstance(opts, ImportOptions):
        raise MException("MATLAB:setvartype:InvalidInput", "The first input must be import options.")
    if len(args) == 1:
        idx, typ = list(range(len(opts.names))), args[0]
    elif len(args) == 2:
        idx, typ = _names_of(opts, args[0]), args[1]
    else:
        raise MException("MATLAB:narginchk:tooManyInputs", "Too many input arguments.")
    types = [(t or "").lower() for t in TextArray.of(typ, "setvartype").items]
    if any(t not in _TYPES for t in types) or len(types) not in (1, len(idx)):
        raise MException("MATLAB:textio:io:InvalidVarType", "Specify known types: 'double', 'char', 'string', 'datetime', ...")
    out = opts.copy()
    for k, j in enumerate(idx):
        out.types[j] = types[0] if len(types) == 1 else types[k]
    return out


@runtime_builtin(
    summary="Set variable import options: OPTS = setvaropts(OPTS, VARS, 'TreatAsMissing', TEXTS, 'FillValue', V).",
    keywords=["import", "options", "missing", "fill", "readtable"],
    related=["detectImportOptions", "setvartype", "readtable"],
    signatures=["OPTS = setvaropts(OPTS, VARS, Name, Value)"],
    examples=[Example(code="f = [tempname() '.csv'];\nfid = fopen(f, 'w'); fprintf(fid, 'v\\n1\\nNA\\n'); fclose(fid);\n"
                           "opts = setvartype(detectImportOptions(f), 'v', 'double');\n"
                           "opts = setvaropts(opts, 'v', 'TreatAsMissing', 'NA', 'FillValue', 0);\n"
                           "T = readtable(f, opts);\nfprintf('%g ', T.v); fprintf('\\n')", output="1 0 \n")],
)
def setvaropts(opts: Any, vars_: Any, *args: Any) -> ImportOptions:
    if not isinstance(opts, ImportOptions):
        raise MException("MATLAB:setvaropts:InvalidInput", "The first input must be import options.")
    out = opts.copy()
    idx = _names_of(opts, vars_)
    if len(args) % 2:
        raise MException("MATLAB:setvaropts:InvalidInput", "Options must be name-value pairs.")
    for k in range(0, len(args), 2):
        o = option_name(args[k], ("TreatAsMissing", "FillValue", "InputFormat", "WhitespaceRule", "Type"))
        if o is None:
            raise MException("MATLAB:setvaropts:InvalidInput", "Unsupported variable option.")
        for j in idx:
            n = opts.names[j]
            if o == "treatasmissing":
                out.missing_texts[n] = [s or "" for s in TextArray.of(args[k + 1], "setvaropts").items]
            elif o == "fillvalue":
                out.fill[n] = args[k + 1]
    return out
