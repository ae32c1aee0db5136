"""``publish(file)``: run a script in the base workspace and write an HTML view of its sections,
code, output and figures, as MATLAB's publish does (https://www.mathworks.com/help/matlab/ref/publish.html):
the HTML file and one PNG per figure (``NAME_01.png``, ...) in a folder ``html`` beside the file
(or ``outputDir``); returns the HTML file's path.

Sections are ``%%`` cells; a ``%% Title`` line titles its section (the first one the document),
and the comment lines right after it are the section's text (MATLAB's publishing markup); a
live script's ``%[text]`` lines are text.  An error is shown in the section's output and
publishing goes on (``catchError``)."""

from __future__ import annotations

import base64
import html
import os
import re
from typing import Any

from runmat_vm.notebooks.livescript import cell_source, split_cells

_STYLE = """body { font-family: sans-serif; margin: 2em; max-width: 60em; }
h1 { color: #d55000; } h2 { color: #3c3c3c; border-bottom: 1px solid #ccc; }
pre.codeinput { background: #f7f7f7; padding: 10px; border: 1px solid #d3d3d3; }
pre.codeoutput { color: #4c4c4c; padding: 10px; }
pre.error { color: #e6000a; }
img { display: block; margin: 10px 0; }"""


def _inline(text: str) -> str:
    t = html.escape(text)
    t = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", t)
    t = re.sub(r"`(.+?)`", r"<tt>\1</tt>", t)
    return t


def text_html(lines: list[str]) -> str:
    """Markdown-like text (headings, bullet items, paragraphs) as HTML."""
    out: list[str] = []
    para: list[str] = []
    items: list[str] = []

    def close() -> None:
        if para:
            out.append("<p>" + " ".join(_inline(p) for p in para) + "</p>")
            para.clear()
        if items:
            out.append("<ul>" + "".join(f"<li>{_inline(i)}</li>" for i in items) + "</ul>")
            items.clear()

    for line in lines:
        s = line.strip()
        m = re.match(r"^(#{1,3})\s+(.*)$", s)
        if not s:
            close()
        elif m:
            close()
            level = len(m.group(1)) + 1  # the document title is the only <h1>
            out.append(f"<h{level}>{_inline(m.group(2))}</h{level}>")
        elif s.startswith(("- ", "* ")):
            if para:
                close()
            items.append(s[2:])
        else:
            if items:
                close()
            para.append(s.rstrip("\\").rstrip())
    close()
    return "\n".join(out)


def _markup(line: str) -> str:
    """Publishing markup's *bold* and |monospace| in the Markdown-like form text_html reads."""
    line = re.sub(r"(?<![*\w])\*(?!\s)([^*]+?)\*(?![*\w])", r"**\1**", line)
    return re.sub(r"\|([^|]+)\|", r"`\1`", line)


def _sections(text: str) -> tuple[str, list[dict[str, Any]]]:
    """(document title, blocks {title, text, code}) of a script or live script."""
    cells, _ = split_cells(text)
    blocks: list[dict[str, Any]] = []
    title = ""
    for c in cells:
        if c["kind"] == "markdown":
            lines = cell_source("markdown", c["lines"], None).split("\n")
            if not blocks and not title and lines and lines[0].startswith("# "):
                title, lines = lines[0][2:].strip(), lines[1:]
            blocks.append({"title": "", "text": lines, "code": ""})
            continue
        code_lines = cell_source("code", c["lines"], None).split("\n")
        head = (c["section"] or "").strip()
        name = head[2:].strip() if head.startswith("%%") else ""
        words: list[str] = []
        if c["section"] is not None:  # the comment block after a section line is its text
            while code_lines and code_lines[0].startswith("%") and not code_lines[0].startswith("%%"):
                words.append(_markup(code_lines.pop(0)[1:].strip()))
        if name and not title and not blocks:
            title, name = name, ""
        blocks.append({"title": name, "text": words, "code": "\n".join(code_lines).strip("\n")})
    return title, blocks


def publish(session: Any, path: str, output_dir: str | None = None, eval_code: bool = True,
            show_code: bool = True) -> str:
    """Publish the script at ``path`` to HTML; returns the HTML file's path."""
    from runmat_vm.frontend.limits import decode_source
    from runmat_vm.notebooks.runner import CellRunner

    with open(path, "rb") as fh:
        text = decode_source(fh.read())
    name = os.path.splitext(os.path.basename(path))[0]
    folder = output_dir or os.path.join(os.path.dirname(os.path.abspath(path)), "html")
    os.makedirs(folder, exist_ok=True)
    title, blocks = _sections(text)
    runner = CellRunner(session, ["png"])
    body: list[str] = [f"<h1>{html.escape(title or name)}</h1>"]
    images = 0
    for k, b in enumerate(blocks, 1):
        if b["title"]:
            body.append(f'<h2 id="{k}">{html.escape(b["title"])}</h2>')
        if b["text"]:
            body.append(text_html(b["text"]))
        if not b["code"].strip():
            continue
        if show_code:
            body.append(f'<pre class="codeinput">{html.escape(b["code"])}\n</pre>')
        if not eval_code:
            continue
        outputs, _ = runner.run(b["code"] + "\n")
        texts = "".join(o["text"] for o in outputs if o["output_type"] == "stream")
        if texts:
            body.append(f'<pre class="codeoutput">{html.escape(texts)}</pre>')
        for o in outputs:
            if o["output_type"] == "display_data" and "image/png" in o["data"]:
                images += 1
                image = f"{name}_{images:02d}.png"
                with open(os.path.join(folder, image), "wb") as fh:
                    fh.write(base64.b64decode(o["data"]["image/png"]))
                body.append(f'<img src="{image}" alt="">')
            elif o["output_type"] == "error":
                body.append(f'<pre class="codeoutput error">{html.escape(chr(10).join(o["traceback"]))}\n</pre>')
    page = (f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{html.escape(title or name)}</title>"
            f"<style>\n{_STYLE}\n</style></head>\n<body><div class=\"content\">\n" + "\n".join(body)
            + "\n</div></body></html>\n")
    out = os.path.join(folder, name + ".html")
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(page)
    return out
