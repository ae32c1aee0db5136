"""MATLAB's plain-text live scripts (``.m``, R2025a) and ``%%`` cell scripts <-> Jupyter notebooks.

The format (MathWorks, "Live Code File Format (.m)",
https://www.mathworks.com/help/matlab/matlab_prog/plain-text-file-format-for-live-scripts.html):
formatted text is ``%[text] ...`` lines (Markdown-like markup), code is plain lines, ``%%``
starts a section, a code line that showed output ends with ``%[output:ID]`` markers, and the
file ends with an appendix (``%[appendix]{"version":"1.0"}`` then ``%---``-separated blocks:
``%[metadata:...]`` and the saved outputs ``%[output:ID]`` with ``%   data: {JSON}``).

A notebook made here keeps each cell's original lines (``metadata.runmat.lines``) and the
appendix (the notebook's ``metadata.runmat.appendix``): converting back writes a cell whose
source is unchanged as those lines, so the text round-trips byte for byte; an edited or new
cell is written from its source.  Saved outputs become the cells' outputs.
"""

from __future__ import annotations

import json
import re
import uuid
from typing import Any

TEXT = re.compile(r"^%\[text(?::[^\]]*)?\] ?")
OUTPUT_MARK = re.compile(r"(\s*%\[(?:output|control)[^\]]*\])+\s*$")
MARK_IDS = re.compile(r"%\[output:([0-9a-f]+)\]")
SECTION = re.compile(r"^\s*%%(\s|$)")
APPENDIX = "%[appendix]"
KERNELSPEC = {"name": "runmat", "display_name": "RunMat (MATLAB)", "language": "matlab"}
LANGUAGE_INFO = {"name": "matlab", "file_extension": ".m", "mimetype": "text/x-matlab",
                 "codemirror_mode": "octave", "pygments_lexer": "matlab"}


def _cell(kind: str, lines: list[str], section: str | None) -> dict[str, Any]:
    return {"kind": kind, "lines": lines, "section": section}


def split_cells(text: str) -> tuple[list[dict[str, Any]], str]:
    """(cells as {kind, lines, section}, the appendix text) of a live script or cell script."""
    body, appendix = text, ""
    k = _appendix_at(text)
    if k >= 0:
        body, appendix = text[:k], text[k:]
    lines = body.splitlines(keepends=True)
    cells: list[dict[str, Any]] = []
    cur: dict[str, Any] | None = None
    section: str | None = None
    for line in lines:
        bare = line.rstrip("\r\n")
        if SECTION.match(bare):
            if section is not None:  # two section breaks in a row: an empty section between
                cells.append(_cell("code", [], section))
            cur = None
            section = line
            continue
        kind = "markdown" if TEXT.match(bare) else "code"
        if not bare.strip() and cur is not None:
            cur["lines"].append(line)  # a blank line stays with the cell before it
            continue
        if cur is None or cur["kind"] != kind:
            cur = _cell(kind, [], section)
            section = None
            cells.append(cur)
        cur["lines"].append(line)
    if section is not None:  # a file that ends with %%
        cells.append(_cell("code", [], section))
    return cells, appendix


def _appendix_at(text: str) -> int:
    if text.startswith(APPENDIX):
        return 0
    k = text.find("\n" + APPENDIX)
    return k + 1 if k >= 0 else -1


def cell_source(kind: str, lines: list[str], section: str | None) -> str:
    """What the notebook shows: text without its ``%[text]`` markers, code without output markers
    (a titled section's ``%% Title`` line stays as the code's first line)."""
    out: list[str] = []
    if section is not None and section.strip() != "%%" and kind == "code":
        out.append(section.rstrip("\r\n"))
    for line in lines:
        bare = line.rstrip("\r\n")
        if kind == "markdown":
            if bare.strip():
                out.append(TEXT.sub("", bare, count=1))
        else:
            out.append(OUTPUT_MARK.sub("", bare))
    while out and not out[-1].strip():
        out.pop()
    return "\n".join(out)


def write_cell(cell: dict[str, Any]) -> str:
    """A notebook cell as live-script lines: its original lines when its source is unchanged."""
    meta = cell.get("metadata", {}).get("runmat", {})
    source = _text(cell.get("source", ""))
    kind = "markdown" if cell.get("cell_type") == "markdown" else "code"
    lines, section = meta.get("lines"), meta.get("section")
    if lines is not None and cell_source(kind, lines, section) == source:
        return (section or "") + "".join(lines)
    head = section if section is not None and (kind == "markdown" or section.strip() == "%%") else ""
    if kind == "markdown":
        body = "".join(f"%[text] {s}\n" if s.strip() else "%[text]\n" for s in source.split("\n"))
    else:
        body = source + "\n" if source else ""
    return head + body


def _text(source: Any) -> str:
    return "".join(source) if isinstance(source, list) else str(source)


# ---------------------------------------------------------------------- saved outputs
def saved_outputs(appendix: str) -> dict[str, dict[str, Any]]:
    """The appendix's ``%[output:ID]`` blocks: ID -> the ``data`` JSON."""
    out: dict[str, dict[str, Any]] = {}
    for block in appendix.split("%---"):
        m = re.search(r"%\[output:([0-9a-f]+)\]\s*\n%\s+data:\s*(\{.*\})\s*$", block.strip(), re.S)
        if m:
            try:
                out[m.group(1)] = json.loads(m.group(2))
            except json.JSONDecodeError:
                continue
    return out


def as_output(data: dict[str, Any]) -> dict[str, Any] | None:
    """A saved live-script output as a Jupyter output (text, variable, matrix, warning, image)."""
    kind, od = data.get("dataType"), data.get("outputData") or {}
    if kind == "text":
        return {"output_type": "stream", "name": "stdout", "text": od.get("text", "")}
    if kind == "warning" or kind == "error":
        return {"output_type": "stream", "name": "stderr", "text": od.get("text", "") + "\n"}
    if kind == "textualVariable":
        return {"output_type": "stream", "name": "stdout", "text": f"{od.get('name', 'ans')} = {od.get('value', '')}\n"}
    if kind == "matrix":
        rows = od.get("value") or []
        body = "\n".join("  " + "  ".join(str(x) for x in row) for row in rows)
        return {"output_type": "stream", "name": "stdout", "text": f"{od.get('name', 'ans')} =\n{body}\n"}
    if kind == "image":
        uri = od.get("dataUri", "")
        m = re.match(r"data:(image/[\w+.-]+);base64,(.*)$", uri.replace("\\/", "/"), re.S)
        if m:
            return {"output_type": "display_data", "data": {m.group(1): m.group(2), "text/plain": "<Figure>"},
                    "metadata": {}}
    return None


# ---------------------------------------------------------------------- conversions
def to_notebook(text: str) -> dict[str, Any]:
    """A live script or ``%%`` cell script as an nbformat 4.5 notebook (a JSON-ready dict)."""
    cells, appendix = split_cells(text)
    saved = saved_outputs(appendix)
    nb_cells = []
    for c in cells:
        src = cell_source(c["kind"], c["lines"], c["section"])
        meta: dict[str, Any] = {"runmat": {"lines": c["lines"], "section": c["section"]}}
        cell: dict[str, Any] = {"cell_type": c["kind"], "id": uuid.uuid4().hex[:8], "metadata": meta, "source": src}
        if c["kind"] == "code":
            outputs = []
            for oid in MARK_IDS.findall("".join(c["lines"])):
                o = as_output(saved.get(oid, {}))
                if o is not None and o not in outputs:
                    outputs.append(o)
            cell.update(execution_count=None, outputs=outputs)
        nb_cells.append(cell)
    meta = {"kernelspec": KERNELSPEC, "language_info": LANGUAGE_INFO,
            "runmat": {"appendix": appendix, "format": "livescript" if appendix or any(
                c["kind"] == "markdown" for c in cells) else "cells"}}
    return {"cells": nb_cells, "metadata": meta, "nbformat": 4, "nbformat_minor": 5}


def from_notebook(nb: dict[str, Any]) -> str:
    """A notebook as live-script text (cell scripts stay plain ``%%`` scripts)."""
    meta = nb.get("metadata", {}).get("runmat", {})
    parts: list[str] = []
    for i, cell in enumerate(nb.get("cells", [])):
        if cell.get("cell_type") not in ("code", "markdown"):
            continue
        text = write_cell(cell)
        known = "lines" in cell.get("metadata", {}).get("runmat", {})
        if not known and i > 0 and cell.get("cell_type") == "code":
            text = "%%\n" + text  # a new code cell is a new section
        parts.append(text)
    out = "".join(parts)
    appendix = meta.get("appendix")
    if appendix is None and any(c.get("cell_type") == "markdown" for c in nb.get("cells", [])):
        appendix = '\n%[appendix]{"version":"1.0"}\n%---\n'  # a new live script's minimal appendix
    return out + (appendix or "")
