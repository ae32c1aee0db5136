"""The formatted-text scanner behind textscan and strread.

A format is a list of items: conversions (%f %f32 %n %d %d8..%d64 %u %u8..%u64 %s %q %c,
optionally %*... to skip) and literal words. The scanner cycles through the items over the
whole text (MATLAB's rule: the format repeats; line ends are just delimiters), one field per
conversion. Without a Delimiter, fields are separated by white space and line ends; with
one, every delimiter or line end ends a field, so empty fields exist (numeric: EmptyValue,
text: ''), and %s reads up to the delimiter, inner spaces included. Reading stops at the end
of the text, after N cycles, or at the first field that does not convert."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values import cell_array, char_row

_SPEC = re.compile(r"%(\*)?(\d+)?(?:\.\d+)?(f32|f64|d8|d16|d32|d64|u8|u16|u32|u64|[fndusqc]|\[[^\]]*\])")
_NUMBER = re.compile(r"[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eEdD][+-]?\d+)?|[iI][nN][fF](?:[iI][nN][iI][tT][yY])?|[nN][aA][nN])")
_INTEGER = re.compile(r"[+-]?\d+")
_DTYPES = {"f": np.float64, "n": np.float64, "f64": np.float64, "f32": np.float32,
           "d": np.int32, "d8": np.int8, "d16": np.int16, "d32": np.int32, "d64": np.int64,
           "u": np.uint32, "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64}


@dataclass
class Item:
    kind: str              # 'num', 'text', 'quoted', 'char', 'lit'
    conv: str = ""
    skip: bool = False
    width: int | None = None
    literal: str = ""


@dataclass
class Options:
    delimiters: list[str] | None = None      # None: white space separates fields
    whitespace: str = " \b\t"
    header_lines: int = 0
    multiple_delims: bool = False
    empty_value: float = float("nan")
    comment: tuple[str, str] | None = None
    treat_as_empty: list[str] = field(default_factory=list)
    collect: bool = False
    end_of_line: str | None = None           # None: \n, \r\n or \r end a line


def parse_format(fmt: str, fname: str) -> list[Item]:
    items: list[Item] = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c.isspace():
            i += 1
            continue
        if c == "%":
            m = _SPEC.match(fmt, i)
            if not m:
                raise MException(f"MATLAB:{fname}:BadFormatString",
                                 f"Unable to parse the format character vector at position {i + 1} ==> {fmt[i:]}")
            conv = m.group(3)
            kind = ("num" if conv[0] in "fndu" else "text" if conv in ("s",) or conv.startswith("[")
                    else "quoted" if conv == "q" else "char")
            items.append(Item(kind, conv, bool(m.group(1)), int(m.group(2)) if m.group(2) else None))
            i = m.end()
            continue
        j = i
        while j < len(fmt) and not fmt[j].isspace() and fmt[j] != "%":
            j += 1
        lit = fmt[i:j].replace("\\n", "\n").replace("\\t", "\t")
        items.append(Item("lit", literal=lit))
        i = j
    if not any(it.kind != "lit" for it in items):
        raise MException(f"MATLAB:{fname}:BadFormatString", "The format must contain at least one conversion.")
    return items


class Scanner:
    def __init__(self, text: str, opts: Options) -> None:
        self.s = text
        self.pos = 0
        self.o = opts
        delims = opts.delimiters
        self.explicit = delims is not None
        self.delims = sorted(delims or [], key=len, reverse=True)
        self.ws = "".join(ch for ch in opts.whitespace if not any(ch == d for d in self.delims))

    # -- low-level movement
    def at_end(self) -> bool:
        return self.pos >= len(self.s)

    def eol_len(self) -> int:
        s, p = self.s, self.pos
        if s.startswith("\r\n", p):
            return 2
        return 1 if p < len(s) and s[p] in "\n\r" else 0

    def delim_len(self) -> int:
        for d in self.delims:
            if d and self.s.startswith(d, self.pos):
                return len(d)
        return 0

    def skip_ws(self, eols: bool) -> None:
        s, n = self.s, len(self.s)
        while self.pos < n:
            ch = s[self.pos]
            if ch in self.ws or (eols and ch in "\n\r"):
                self.pos += 1
            elif not self.explicit and ch in " \t\n\r\b\f\v":
                self.pos += 1
            else:
                break

    def at_terminator(self) -> bool:
        return self.at_end() or self.eol_len() > 0 or self.delim_len() > 0

    def end_field(self) -> None:
        """After a field: white space, then one delimiter (or several with MultipleDelimsAsOne) or a line end."""
        if not self.explicit:
            return
        self.skip_ws(False)
        k = self.delim_len()
        if k:
            self.pos += k
            if self.o.multiple_delims:
                while True:
                    self.skip_ws(False)
                    k = self.delim_len()
                    if not k:
                        break
                    self.pos += k
            return
        k = self.eol_len()
        if k:
            self.pos += k

    # -- fields
    def raw_token(self, width: int | None) -> str:
        start = self.pos
        s, n = self.s, len(self.s)
        while self.pos < n and (width is None or self.pos - start < width):
            ch = s[self.pos]
            if ch in "\n\r" or (not self.explicit and ch in " \t\b\f\v") or (self.explicit and self.delim_len()):
                break
            self.pos += 1
        return s[start:self.pos].rstrip(self.ws) if self.explicit else s[start:self.pos]

    def number(self, item: Item) -> tuple[bool, Any]:
        self.skip_ws(not self.explicit)
        if self.at_end():
            return False, None
        if self.explicit and self.at_terminator():
            self.end_field()
            return True, self.o.empty_value
        for t in self.o.treat_as_empty:
            if t and self.s.startswith(t, self.pos):
                self.pos += len(t)
                self.end_field()
                return True, self.o.empty_value
        integer = item.conv[0] in "du"
        m = (_INTEGER if integer else _NUMBER).match(self.s, self.pos)
        if not m or (item.width is not None and m.end() - m.start() > item.width):
            if m and item.width is not None:
                tok = self.s[self.pos:self.pos + item.width]
                self.pos += item.width
                return True, _to_float(tok)
            return False, None
        self.pos = m.end()
        val = _to_float(m.group(0))
        if integer and self.s.startswith(".", self.pos):  # %d on "3.7": the whole number, rounded
            frac = re.match(r"\.\d*(?:[eE][+-]?\d+)?", self.s[self.pos:])
            if frac:
                self.pos += frac.end()
                val = _to_float(m.group(0) + frac.group(0))
        self.end_field()
        return True, val

    def text(self, item: Item) -> tuple[bool, Any]:
        self.skip_ws(not self.explicit)
        if self.at_end():
            return False, None
        if item.kind == "char":
            w = item.width or 1
            tok = self.s[self.pos:self.pos + w]
            self.pos += len(tok)
            self.end_field()
            return True, tok
        if self.explicit and self.at_terminator():
            self.end_field()
            return True, ""
        if item.kind == "quoted" and self.s[self.pos] == '"':
            j = self.pos + 1
            out = []
            while j < len(self.s):
                if self.s[j] == '"':
                    if self.s.startswith('""', j):
                        out.append('"')
                        j += 2
                        continue
                    j += 1
                    break
                out.append(self.s[j])
                j += 1
            self.pos = j
            self.end_field()
            return True, "".join(out)
        tok = self.raw_token(item.width)
        self.end_field()
        return True, tok

    def literal(self, item: Item) -> bool:
        self.skip_ws(not self.explicit)
        if self.s.startswith(item.literal, self.pos):
            self.pos += len(item.literal)
            self.end_field()
            return True
        return False


def _to_float(tok: str) -> float:
    t = tok.lower().replace("d", "e")
    if t.lstrip("+-").startswith("inf"):
        return float("-inf") if t.startswith("-") else float("inf")
    try:
        return float(t)
    except ValueError:
        return float("nan")


def strip_header_and_comments(text: str, opts: Options) -> tuple[str, int]:
    """(text after HeaderLines lines, characters skipped); comments blanked out in place."""
    skipped = 0
    for _ in range(opts.header_lines):
        m = re.search(r"\r\n|\n|\r", text[skipped:])
        if not m:
            skipped = len(text)
            break
        skipped += m.end()
    body = text[skipped:]
    if opts.comment:
        start, end = opts.comment
        if end:
            body = re.sub(re.escape(start) + ".*?" + re.escape(end), lambda m: " " * len(m.group(0)), body, flags=re.S)
        else:
            body = re.sub(re.escape(start) + r"[^\n\r]*", lambda m: " " * len(m.group(0)), body)
    return body, skipped


def scan(text: str, items: list[Item], opts: Options, repeats: int) -> tuple[list[list[Any]], int]:
    """Fields read per conversion item (skipped ones included, as lists) and the end position."""
    body, offset = strip_header_and_comments(text, opts)
    sc = Scanner(body, opts)
    cols: list[list[Any]] = [[] for _ in items]
    done = 0
    stop = False
    while not stop and (repeats < 0 or done < repeats):
        if sc.explicit:
            while sc.eol_len():  # blank lines between records
                sc.pos += sc.eol_len()
                sc.skip_ws(False)
        sc.skip_ws(not sc.explicit)
        if sc.at_end():
            break
        for k, it in enumerate(items):
            if it.kind == "lit":
                if not sc.literal(it):
                    stop = True
                    break
                continue
            before = sc.pos
            ok, val = sc.number(it) if it.kind == "num" else sc.text(it)
            if not ok:
                sc.pos = before
                stop = True
                break
            cols[k].append(val)
        done += 1
    return cols, offset + sc.pos


def column(item: Item, vals: list[Any]) -> Any:
    """One output column: numeric of the conversion's class, cell of char rows, or char."""
    if item.kind == "num":
        dt = _DTYPES[item.conv]
        a = np.array(vals, dtype=np.float64).reshape(-1, 1)
        if np.issubdtype(dt, np.integer):
            info = np.iinfo(dt)
            a = np.where(np.isnan(a), 0, np.clip(np.sign(a) * np.floor(np.abs(a) + 0.5), info.min, info.max))
        return a.astype(dt)
    if item.kind == "char":
        chars = "".join(vals)
        return np.array(list(chars), dtype="<U1").reshape(-1, 1) if chars else np.zeros((0, 1), dtype="<U1")
    return cell_array([char_row(v) if v else char_row("") for v in vals], (len(vals), 1))
