"""regexp, regexpi, regexprep: MATLAB regular expressions over char, string and cellstr text.

Outputs come in MATLAB's order (start, end, tokenExtents, match, tokens, names, split);
output keywords pick some of them first, in the order given. Like MATLAB, zero-length
matches are ignored unless 'emptymatch' is given, '.' matches newlines unless
'dotexceptnewline', and '^'/'$' anchor the whole text unless 'lineanchors'.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, cell_array, char_row, is_numeric
from runmat_builtins.lib.strings.core._text import (
    char_out,
    char_text,
    is_cell,
    is_char,
    is_string,
    option_text,
    string_scalar,
    strings_out,
)
from runmat_builtins.lib.strings.regex.translate import compile_pattern, expand, parse_replacement

OUTPUTS = ("start", "end", "tokenextents", "match", "tokens", "names", "split")
# option -> (the re flag it switches, on or off); the later of two contrary options wins
_FLAG_SWITCHES = {"ignorecase": (re.I, True), "matchcase": (re.I, False),
                  "lineanchors": (re.M, True), "stringanchors": (re.M, False),
                  "dotall": (re.S, True), "dotexceptnewline": (re.S, False),
                  "freespacing": (re.X, True), "literalspacing": (re.X, False)}
_FLAG_OPTS = set(_FLAG_SWITCHES) | {"emptymatch", "noemptymatch", "once", "warnings"}
_EMPTY_CHAR = np.zeros((1, 0), dtype="<U1")


class _Options:
    __slots__ = ("select", "once", "flags", "emptymatch")

    def __init__(self, opts: tuple[Any, ...], fname: str, ignorecase: bool) -> None:
        self.select: list[str] = []
        self.once = False
        self.emptymatch = False
        flags = re.S | (re.I if ignorecase else 0)
        for o in opts:
            w = option_text(o)
            if w in OUTPUTS:
                self.select.append(w)
            elif w == "once":
                self.once = True
            elif w in _FLAG_SWITCHES:
                bit, on = _FLAG_SWITCHES[w]
                flags = flags | bit if on else flags & ~bit
            elif w == "emptymatch":
                self.emptymatch = True
            elif w == "noemptymatch":
                self.emptymatch = False
            elif w == "warnings":
                pass
            else:
                raise MException(f"MATLAB:{fname}:InvalidOption",
                                 f"Invalid option for {fname}: {_show(o)}.")
        self.flags = flags

    def order(self) -> list[str]:
        rest = [o for o in OUTPUTS if o not in self.select]
        return self.select + rest


def _show(o: Any) -> str:
    w = option_text(o)
    return w if w is not None else "<non-text>"


def _text(v: Any, fname: str, what: str) -> str:
    if is_char(v) and (v.size == 0 or v.shape[0] == 1):
        return char_text(v)
    if is_string(v) and v.size == 1:
        return v.flat[0] or ""
    raise MException(f"MATLAB:{fname}:InvalidInput" if what == "str" else f"MATLAB:{fname}:InvalidExpression",
                     f"The {'first' if what == 'str' else 'second'} argument must be a character "
                     f"vector, string scalar, or cell array of character vectors.")


def _matches(pat: re.Pattern[str], text: str, opts: _Options) -> list[re.Match[str]]:
    found = []
    for m in pat.finditer(text):
        if m.end() == m.start() and not opts.emptymatch:
            continue
        found.append(m)
        if opts.once:
            break
    return found


def _tokens(m: re.Match[str]) -> tuple[list[str], np.ndarray]:
    if m.re.groups == 0:
        return [m.group(0)], np.array([[m.start() + 1, m.end()]], dtype=np.float64)
    toks, ext = [], []
    for g in range(1, m.re.groups + 1):
        s = m.group(g)
        toks.append(s or "")
        if s is None:
            ext.append((m.start() + 1, m.start()))
        else:
            ext.append((m.start(g) + 1, m.end(g)))
    return toks, np.array(ext, dtype=np.float64).reshape(-1, 2)


def _one(text: str, pattern: str, opts: _Options, wanted: list[str], as_string: bool) -> dict[str, Any]:
    """All wanted outputs for one text and one pattern."""
    pat = compile_pattern(pattern, opts.flags)
    ms = _matches(pat, text, opts)
    once = opts.once
    txt = (lambda s: string_scalar(s)) if as_string else (lambda s: char_out(s) if s else _EMPTY_CHAR)
    res: dict[str, Any] = {}
    for w in wanted:
        if w in ("start", "end"):
            vals = [float(m.start() + 1 if w == "start" else m.end()) for m in ms]
            if once:
                res[w] = vals[0] if vals else np.zeros((0, 0))
            else:
                res[w] = np.array(vals, dtype=np.float64).reshape(1, len(vals))
        elif w == "match":
            if once:
                res[w] = (txt(ms[0].group(0)) if ms else
                          (string_scalar("") if as_string else np.zeros((0, 0), dtype="<U1")))
            elif as_string:
                res[w] = strings_out([m.group(0) for m in ms], (1, len(ms)))
            else:
                res[w] = cell_array([txt(m.group(0)) for m in ms], (1, len(ms)))
        elif w in ("tokens", "tokenextents"):
            per = [_tokens(m) for m in ms]
            if w == "tokens":
                rows = [(strings_out(t, (1, len(t))) if as_string else
                         cell_array([txt(s) for s in t], (1, len(t)))) for t, _ in per]
            else:
                rows = [e for _, e in per]
            if once:
                res[w] = rows[0] if rows else (cell_array([], (0, 0)) if w == "tokens" else np.zeros((0, 0)))
            else:
                res[w] = cell_array(rows, (1, len(rows)))
        elif w == "names":
            names = list(pat.groupindex)
            if not names:
                res[w] = StructArray.scalar({})
            elif not ms:
                res[w] = StructArray.empty(names, (0, 0))
            else:
                elems = np.empty((1, len(ms)), dtype=object)
                for i, m in enumerate(ms):
                    elems[0, i] = {k: txt(m.group(k) or "") for k in names}
                res[w] = StructArray(names, elems)
        elif w == "split":
            pieces, pos = [], 0
            for m in ms:
                pieces.append(text[pos:m.start()])
                pos = m.end()
            pieces.append(text[pos:])
            if as_string:
                res[w] = strings_out(pieces, (1, len(pieces)))
            else:
                res[w] = cell_array([txt(p) for p in pieces], (1, len(pieces)))
    return res


def _regexp(s: Any, expr: Any, opts_in: tuple[Any, ...], nargout: int, fname: str, icase: bool) -> Any:
    opts = _Options(opts_in, fname, icase)
    order = opts.order()
    wanted = order[:max(nargout, 1)]
    s_cell, e_cell = is_cell(s) or (is_string(s) and s.size != 1), is_cell(expr) or (is_string(expr) and expr.size != 1)
    if not s_cell and not e_cell:
        res = _one(_text(s, fname, "str"), _text(expr, fname, "expr"), opts, wanted, is_string(s))
        outs = tuple(res[w] for w in wanted)
        return outs if nargout > 1 else outs[0]
    texts = (list(s.ravel(order="F")) if s_cell else [s])
    pats = (list(expr.ravel(order="F")) if e_cell else [expr])
    shape = s.shape if s_cell else expr.shape
    if s_cell and e_cell and s.shape != expr.shape and len(pats) != 1 and len(texts) != 1:
        raise MException(f"MATLAB:{fname}:CellArraySizeMismatch",
                         "Cell arrays of strings and expressions must be the same size.")
    if s_cell and e_cell and len(texts) == 1:
        shape = expr.shape
    n = max(len(texts), len(pats)) if texts and pats else 0  # an empty cell of either: no calls
    per = []
    for i in range(n):
        t = texts[i if len(texts) > 1 else 0]
        p = pats[i if len(pats) > 1 else 0]
        if isinstance(t, str) or t is None:
            t = string_scalar(t)
        if isinstance(p, str) or p is None:
            p = string_scalar(p)
        per.append(_one(_text(t, fname, "str"), _text(p, fname, "expr"), opts, wanted, is_string(s)))
    outs = tuple(cell_array([r[w] for r in per], shape) for w in wanted)
    return outs if nargout > 1 else outs[0]


_REGEXP_SIGS = ["[TOKENS, MATCHES] = regexp(STR, EXPRESSION, 'tokens', 'match')",
                "[STARTIDX, ENDIDX, TOKENEXTENTS, MATCH, TOKENS, NAMES, SPLIT] = regexp(STR, EXPRESSION)",
                "OUT = regexp(STR, EXPRESSION, OPTION1, ..., OPTIONN)"]


@runtime_builtin(
    summary="Match a regular expression (case-sensitive).",
    description="Returns start and end indices, token extents, matched text, tokens, named "
                "tokens and the text between matches. Output keywords ('match', 'tokens', "
                "'names', 'split', 'start', 'end', 'tokenExtents') pick which outputs come first; "
                "'once' returns the first match only, not wrapped in a cell. Cell array inputs "
                "give cell array outputs, one element per text.",
    keywords=["regex", "regular expression", "pattern", "match", "tokens"],
    related=["regexpi", "regexprep", "strfind", "contains"],
    signatures=_REGEXP_SIGS,
    errors=[ErrorSpec(identifier="MATLAB:regexp:InvalidPattern", when="the expression does not compile"),
            ErrorSpec(identifier="MATLAB:regexp:InvalidOption", when="an option is not recognized")],
    examples=[Example(code="m = regexp('ab12cd345', '\\d+', 'match')",
                      output="m =\n\n  1×2 cell array\n\n    {'12'}    {'345'}\n\n"),
              Example(code="[s, e] = regexp('ab12cd345', '\\d+')",
                      output="s =\n\n     3     7\n\ne =\n\n     4     9\n\n"),
              Example(code="t = regexp('key=val', '(\\w+)=(\\w+)', 'tokens', 'once');\ndisp(t{2})",
                      output="val\n")],
    output_mode="nargout",
)
def regexp(s: Any, expression: Any, *options: Any, nargout: int) -> Any:
    return _regexp(s, expression, options, nargout, "regexp", False)


@runtime_builtin(
    summary="Match a regular expression, ignoring case.",
    description="regexp with 'ignorecase' on by default ('matchcase' turns it off).",
    keywords=["regex", "case-insensitive", "pattern"],
    related=["regexp", "regexprep"],
    signatures=["[STARTIDX, ENDIDX, TOKENEXTENTS, MATCH, TOKENS, NAMES, SPLIT] = regexpi(STR, EXPRESSION)",
                "OUT = regexpi(STR, EXPRESSION, OPTION1, ..., OPTIONN)"],
    errors=[ErrorSpec(identifier="MATLAB:regexpi:InvalidOption", when="an option is not recognized")],
    examples=[Example(code="m = regexpi('ABC abc', 'b', 'match')",
                      output="m =\n\n  1×2 cell array\n\n    {'B'}    {'b'}\n\n")],
    output_mode="nargout",
)
def regexpi(s: Any, expression: Any, *options: Any, nargout: int) -> Any:
    return _regexp(s, expression, options, nargout, "regexpi", True)


# -- regexprep -------------------------------------------------------------------------------

def _rep_one(text: str, pats: list[str], reps: list[str], flags: int, count: int, nth: int,
             emptymatch: bool, evaluate: Any = None) -> str:
    for i, p in enumerate(pats):
        r = reps[i if len(reps) > 1 else 0]
        pat = compile_pattern(p, flags)
        parts = parse_replacement(r)
        out, pos, k = [], 0, 0
        for m in pat.finditer(text):
            if m.end() == m.start() and not emptymatch:
                continue
            k += 1
            if nth and k != nth:
                continue
            out.append(text[pos:m.start()])
            out.append(expand(parts, m, evaluate))
            pos = m.end()
            if count and k >= count:
                break
        out.append(text[pos:])
        text = "".join(out)
    return text


@runtime_builtin(
    summary="Replace text that matches a regular expression.",
    description="The replacement may refer to tokens as $1..$N ($0 is the whole match) or "
                "$<name>, may contain escapes (\\n, \\t, \\$), and dynamic expressions "
                "${EXPR} (MATLAB code run in the caller's workspace, with $N standing for the "
                "token text; it must return text). Cell arrays of expressions "
                "and replacements are applied in turn. Options: 'once', 'ignorecase', a number "
                "N to replace only the Nth match, 'emptymatch', anchoring and spacing options.",
    keywords=["regex", "replace", "substitute", "tokens"],
    related=["regexp", "strrep", "replace"],
    signatures=["NEWSTR = regexprep(STR, EXPRESSION, REPLACE)",
                "NEWSTR = regexprep(STR, EXPRESSION, REPLACE, OPTION1, ..., OPTIONN)"],
    errors=[ErrorSpec(identifier="MATLAB:regexprep:InvalidPattern", when="the expression does not compile"),
            ErrorSpec(identifier="MATLAB:regexprep:InvalidOption", when="an option is not recognized"),
            ErrorSpec(identifier="MATLAB:regexprep:InvalidInput",
                      when="STR, EXPRESSION or REPLACE is not text")],
    examples=[Example(code="s = regexprep('hello world', '(\\w+) (\\w+)', '$2 $1')",
                      output="s =\n\n    'world hello'\n\n"),
              Example(code="s = regexprep('aaa', 'a', 'b', 'once')", output="s =\n\n    'baa'\n\n")],
)
def regexprep(s: Any, expression: Any, replace: Any, *options: Any, ctx: Any = None) -> Any:
    flags, count, nth, emptymatch = re.S, 0, 0, False
    for o in options:
        w = option_text(o)
        if w is None and is_numeric(o) and np.size(o) == 1:  # the Nth match (another class falls to InvalidOption)
            v = float(np.real(np.asarray(o)).reshape(-1)[0])
            if not (v >= 1 and v == int(v)):
                raise MException("MATLAB:regexprep:InvalidOption", f"Invalid option for regexprep: {_show(o)}.")
            nth = int(v)
            continue
        if w == "once":
            count = 1
        elif w == "ignorecase":
            flags |= re.I
        elif w == "matchcase":
            flags &= ~re.I
        elif w == "lineanchors":
            flags |= re.M
        elif w == "stringanchors":
            flags &= ~re.M
        elif w == "dotexceptnewline":
            flags &= ~re.S
        elif w == "dotall":
            flags |= re.S
        elif w == "freespacing":
            flags |= re.X
        elif w == "literalspacing":
            flags &= ~re.X
        elif w == "emptymatch":
            emptymatch = True
        elif w in ("noemptymatch", "warnings", "preservecase"):
            pass
        else:
            raise MException("MATLAB:regexprep:InvalidOption",
                             f"Invalid option for regexprep: {_show(o)}.")
    pats = _texts(expression, "expression")
    reps = _texts(replace, "replace")
    if len(reps) not in (1, len(pats)):
        raise MException("MATLAB:regexprep:CellArraySizeMismatch",
                         "The number of replacements must be one or equal the number of expressions.")

    evaluate = None
    if ctx is not None and hasattr(ctx, "eval_code") and any("${" in r for r in reps):
        def evaluate(code: str) -> str:  # ${code}: a MATLAB expression run in the caller's workspace
            v = ctx.eval_code(code, 1)
            if is_char(v):
                return char_text(v) if v.size else ""
            if is_string(v) and v.size == 1:
                return str(v.flat[0])
            raise MException("MATLAB:regexprep:DynamicExpressionNotText",
                             f"The dynamic expression ${{{code}}} must return a character vector.")

    def one(t: str | None) -> str | None:
        return None if t is None else _rep_one(t, pats, reps, flags, count, nth, emptymatch, evaluate)

    if is_char(s) and (s.size == 0 or s.shape[0] == 1):
        out = one(char_text(s))
        return char_out(out) if out else char_row("")
    if is_string(s):
        return strings_out([one(t) for t in s.ravel(order="F").tolist()], s.shape)
    if is_cell(s):
        items = []
        for e in s.ravel(order="F"):
            if not (is_char(e) and (e.size == 0 or e.shape[0] == 1)):
                raise _bad_input()
            r = one(char_text(e))
            items.append(char_out(r) if r else char_row(""))
        return cell_array(items, s.shape)
    raise _bad_input()


def _bad_input() -> MException:
    return MException("MATLAB:regexprep:InvalidInput",
                      "All inputs must be character vectors, string arrays, or cell arrays of "
                      "character vectors.")


def _texts(v: Any, what: str) -> list[str]:
    if is_char(v) and (v.size == 0 or v.shape[0] == 1):
        return [char_text(v)]
    if is_string(v):
        return [t or "" for t in v.ravel(order="F").tolist()]
    if is_cell(v):
        out = []
        for e in v.ravel(order="F"):
            if is_char(e) and (e.size == 0 or e.shape[0] == 1):
                out.append(char_text(e))
            elif is_string(e) and e.size == 1:
                out.append(e.flat[0] or "")
            else:
                raise _bad_input()
        return out
    raise _bad_input()
