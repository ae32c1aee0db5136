"""Figures for hosts that show them inline (the Jupyter kernel): which are open, whether they
changed, and their image bytes, without pyplot and without touching the host's backend."""

from __future__ import annotations

import hashlib
from typing import Any

import numpy as np

from runmat_builtins.lib.graphics._model import GObject, root_of
from runmat_builtins.lib.graphics._render import image_bytes


def open_figures(ctx: Any) -> list[tuple[int, GObject]]:
    """(number, figure) of the session's open, visible figures, in number order."""
    root = root_of(ctx)
    return sorted((n, f) for n, f in root.figures.items() if f.valid and f.props.get("Visible") != "off")


def fingerprint(fig: GObject) -> str:
    """A digest of everything drawn: equal digests mean the image would be the same."""
    h = hashlib.blake2b(digest_size=16)
    _feed(h, fig, {})
    return h.hexdigest()


def figure_image(fig: GObject, fmt: str = "png") -> bytes:
    """The figure as PNG or SVG bytes."""
    return image_bytes(fig, fmt)


MIME = {"png": "image/png", "svg": "image/svg+xml"}


def changed_figures(ctx: Any, shown: dict[int, str]) -> list[tuple[int, GObject]]:
    """(number, figure) of the open figures drawn or changed since ``shown`` (figure number ->
    fingerprint) was last updated; updates it.  Nothing is made for a session without graphics."""
    if ctx is None or "graphics" not in ctx.state:
        return []
    figures = open_figures(ctx)
    for number in set(shown) - {n for n, _ in figures}:
        del shown[number]  # closed: a new figure with this number is new
    out = []
    for number, fig in figures:
        digest = fingerprint(fig)
        if shown.get(number) != digest:
            shown[number] = digest
            out.append((number, fig))
    return out


class ShownFigures:
    """What a host that shows figures after each cell (the Jupyter kernel, ``runmat notebook
    run``) has shown: :meth:`changed` gives the figures drawn or changed since, once each, as
    display data (``text/plain``, and PNG base64 and/or SVG text for ``formats``)."""

    def __init__(self, formats: list[str] | None = None) -> None:
        self.formats = [f for f in (formats or ["png"]) if f in MIME] or ["png"]
        self._shown: dict[int, str] = {}  # figure number -> fingerprint last shown

    def changed(self, ctx: Any, drawn_only: bool = False) -> list[tuple[int, dict[str, str] | Exception]]:
        """(number, data or the error that kept it from being drawn) per new or changed figure;
        ``drawn_only`` leaves out figures with nothing drawn in them (a failed cell's ``figure``)."""
        import base64

        out: list[tuple[int, dict[str, str] | Exception]] = []
        for number, fig in changed_figures(ctx, self._shown):
            if drawn_only and not fig.children:  # an empty figure a failed cell opened: not shown later either
                continue
            try:
                data = {"text/plain": f"<Figure {number}>"}
                for fmt in self.formats:
                    raw = figure_image(fig, fmt)
                    data[MIME[fmt]] = raw.decode("utf-8") if fmt == "svg" else base64.b64encode(raw).decode("ascii")
            except Exception as exc:  # noqa: BLE001 - a figure that cannot be drawn must not fail the cell
                out.append((number, exc))
                continue
            out.append((number, data))
        return out


def _feed(h: Any, obj: GObject, ids: dict[int, int]) -> None:
    if id(obj) in ids:  # already drawn into the digest (a title held in a property and a child)
        h.update(f"#{ids[id(obj)]}".encode())
        return
    ids[id(obj)] = len(ids)
    h.update(f"<{obj.type}:{obj.valid}".encode())
    for key in sorted(obj.props):
        h.update(key.encode())
        _value(h, obj.props[key], ids)
    for k in sorted(obj.extra):
        v = obj.extra[k]
        if isinstance(v, (GObject, np.ndarray, str, float, int, list, tuple)):
            h.update(k.encode())
            _value(h, v, ids)
    for c in obj.children:
        _feed(h, c, ids)
    h.update(b">")


def _value(h: Any, v: Any, ids: dict[int, int]) -> None:
    if isinstance(v, np.ndarray):
        h.update(f"{v.dtype}{v.shape}".encode())
        h.update(v.tobytes() if v.dtype != object else repr(v.tolist()).encode())
    elif isinstance(v, GObject):
        _feed(h, v, ids)
    elif isinstance(v, (list, tuple)):
        h.update(f"[{len(v)}".encode())
        for x in v:
            _value(h, x, ids)
    else:
        h.update(repr(v).encode())
