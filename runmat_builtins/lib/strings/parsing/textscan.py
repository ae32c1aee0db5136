"""textscan (formatted data from text or an open file into a cell row of columns) and
strread (the legacy form returning each column as its own output). Scanning rules are in
_scanner; files come from the same per-session table fopen fills (io/files/handles)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, values
from runmat_builtins.lib.io.files.handles import lookup
from runmat_builtins.lib.strings.core._text import is_cell, is_char, is_string, unescape
from runmat_builtins.lib.strings.parsing._scanner import Options, column, parse_format, scan
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, to_str

_NAMES = ("delimiter", "headerlines", "multipledelimsasone", "emptyvalue", "commentstyle",
          "collectoutput", "whitespace", "treatasempty", "returnonerror", "endofline", "bufsize")


def _text_list(v: Any) -> list[str]:
    if is_cell(v) or is_string(v):
        return [unescape(to_str(e)) for e in v.ravel(order="F")]
    return [unescape(to_str(v))]


def _options(args: list[Any], fname: str) -> Options:
    o = Options()
    if len(args) % 2:
        raise MException(f"MATLAB:{fname}:ParamValuePairs" if fname == "textscan" else "MATLAB:strread:ParamValuePairs",
                         "Parameter names and values must come in pairs.")
    for i in range(0, len(args), 2):
        name = option(args[i])
        val = args[i + 1]
        if name not in _NAMES:
            raise MException(f"MATLAB:{fname}:UnknownOption" if fname == "textscan" else "MATLAB:strread:UnknownOption",
                             f"Unknown parameter '{name if name is not None else ''}'.")
        if name == "delimiter":
            if is_char(val):
                o.delimiters = list(unescape(to_str(val)))
            else:
                o.delimiters = _text_list(val)
        elif name == "headerlines":
            o.header_lines = int(values(val)[0])
        elif name == "multipledelimsasone":
            o.multiple_delims = bool(values(val)[0])
        elif name == "emptyvalue":
            o.empty_value = float(values(val)[0])
        elif name == "commentstyle":
            parts = _text_list(val)
            o.comment = (parts[0], parts[1] if len(parts) > 1 else "")
        elif name == "collectoutput":
            o.collect = bool(values(val)[0])
        elif name == "whitespace":
            o.whitespace = unescape(to_str(val))
        elif name == "treatasempty":
            o.treat_as_empty = _text_list(val)
        elif name == "endofline":
            o.end_of_line = unescape(to_str(val))
    return o


def _collect(items: list[Any], cols: list[Any]) -> list[Any]:
    """CollectOutput: consecutive columns of one class merge into a matrix (or an N-by-k cell)."""
    out: list[Any] = []
    group: list[Any] = []

    def flush() -> None:
        if not group:
            return
        if len(group) == 1 or len({g.shape[0] for g in group}) > 1:
            out.extend(group)
        else:
            out.append(np.concatenate(group, axis=1))
        group.clear()

    for c in cols:
        if group and (group[0].dtype != c.dtype):
            flush()
        group.append(c)
    flush()
    return out


def _run(text: str, fmt: Any, rest: list[Any], fname: str) -> tuple[list[Any], list[Any], int]:
    fmt_s = "%f" if fmt is None else to_str(fmt)
    items = parse_format(fmt_s, fname)
    repeats = -1
    if rest and option(rest[0]) is None:
        r = values(rest.pop(0))
        repeats = -1 if not r or r[0] == float("inf") else int(r[0])
    opts = _options(rest, fname)
    eol = opts.end_of_line
    if eol and len(eol) == 1 and eol not in "\n\r":
        # a one-character EndOfLine ends rows like a newline (same length: offsets stay right)
        text = text.replace(eol, "\n")
    fields, end = scan(text, items, opts, repeats)
    conv = [it for it in items if it.kind != "lit"]
    vals = [fields[k] for k, it in enumerate(items) if it.kind != "lit"]
    kept = [(it, v) for it, v in zip(conv, vals) if not it.skip]
    cols = [column(it, v) for it, v in kept]
    if opts.collect:
        cols = _collect([it for it, _ in kept], cols)
    return [it for it, _ in kept], cols, end


@runtime_builtin(
    summary="Read formatted data from text or an open file into a cell row, one column per conversion.",
    description="Conversions: %f %f32 %n (double/single), %d %d8..%d64 %u %u8..%u64 (integers), %s "
                "(text up to a delimiter), %q (text, double quotes removed), %c (characters), %*... "
                "(read and discard); other words in the format must match literally. The format "
                "repeats until the text ends or N times. Options: 'Delimiter' (each character of a "
                "char vector, or a cell of strings), 'HeaderLines', 'MultipleDelimsAsOne', "
                "'EmptyValue' (NaN), 'CommentStyle', 'CollectOutput', 'Whitespace', 'TreatAsEmpty', "
                "'EndOfLine' (one character). "
                "From a file id, reading starts at the file position and leaves it after the last "
                "field read. The second output is the number of characters read.",
    keywords=["read data", "parse", "formatted input", "csv", "columns"],
    related=["strread", "sscanf", "fscanf", "fopen", "strsplit"],
    signatures=["C = textscan(fileID, formatSpec)", "C = textscan(fileID, formatSpec, N)",
                "C = textscan(chr, formatSpec)", "C = textscan(chr, formatSpec, N)",
                "C = textscan(___, Name, Value)", "[C, position] = textscan(___)"],
    errors=[ErrorSpec(identifier="MATLAB:textscan:BadFormatString", when="the format cannot be parsed"),
            ErrorSpec(identifier="MATLAB:textscan:UnknownOption", when="an option name is not recognized"),
            ErrorSpec(identifier="MATLAB:FileIO:InvalidFid", when="the file identifier is not open")],
    examples=[Example(code="C = textscan(sprintf('1,2\\n3,4'), '%f %f', 'Delimiter', ',');\ndisp([C{1} C{2}])",
                      output="     1     2\n     3     4\n"),
              Example(code="C = textscan(sprintf('a 1\\nb 2'), '%s %d');\ndisp(class(C{2})); disp(C{1})",
                      output="int32\n    {'a'}\n    {'b'}\n"),
              Example(code="C = textscan(sprintf('1,,3\\n4,5,6'), '%f %f %f', 'Delimiter', ',');\ndisp([C{:}])",
                      output="     1   NaN     3\n     4     5     6\n"),
              Example(code="C = textscan(sprintf('h1 h2\\n1 2\\n3 4'), '%f %f', 'HeaderLines', 1);\ndisp([C{:}])",
                      output="     1     2\n     3     4\n")],
)
def textscan(source: Any, fmt: Any = None, *rest: Any, nargout: int, ctx: Any = None) -> Any:
    stream = None
    if is_char(source) or is_string(source):
        text = to_str(source)
    else:
        try:
            values(source)
        except TypeError:
            raise MException("MATLAB:textscan:InvalidInput",
                             "First input must be a valid file-id or non-empty character vector.") from None
        f = lookup(ctx, source)
        stream = f.stream_bin
        start = stream.tell()
        text = stream.read().decode("utf-8", errors="replace")
    _, cols, end = _run(text, fmt, list(rest), "textscan")
    if stream is not None:
        stream.seek(start + len(text[:end].encode("utf-8")))
    c = cell_array(cols, (1, len(cols)))
    return (c, float(end)) if nargout > 1 else c


@runtime_builtin(
    summary="Read formatted data from text, one output per conversion (legacy; use textscan).",
    description="Same scanner and options as textscan (default format '%f'): numeric conversions "
                "give columns, %s gives cell columns.",
    keywords=["read", "parse", "legacy"], related=["textscan", "sscanf", "strsplit"],
    signatures=["[A, B, ...] = strread(str, format)", "[A, B, ...] = strread(str, format, N)",
                "[A, B, ...] = strread(str, format, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:strread:BadFormatString", when="the format cannot be parsed"),
            ErrorSpec(identifier="MATLAB:strread:InvalidInput", when="str is not text")],
    examples=[Example(code="[a, b] = strread('x 1 y 2', '%s %f');\ndisp(a); disp(b)",
                      output="    {'x'}\n    {'y'}\n     1\n     2\n")],
)
def strread(s: Any, fmt: Any = None, *rest: Any, nargout: int) -> Any:
    if not (is_char(s) or is_string(s)):
        raise MException("MATLAB:strread:InvalidInput", "First input must be a character vector.")
    _, cols, _ = _run(to_str(s), fmt, list(rest), "strread")
    if nargout <= 1:
        return cols[0] if cols else np.zeros((0, 1))
    if nargout > len(cols):
        raise MException("MATLAB:strread:TooManyOutputs",
                         "The number of outputs exceeds the number of conversions in the format.")
    return tuple(cols[:max(nargout, 1)])
