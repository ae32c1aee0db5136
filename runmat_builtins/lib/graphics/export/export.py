"""saveas, print, exportgraphics: write figures to image files; drawnow, shg: show them.

Writing renders the figure model with matplotlib (Agg), imported at that moment only;
without matplotlib these raise ``RunMat:graphics:noBackend``. drawnow and shg draw on
screen only when ``RUNMAT_SHOW=1`` (headless runs just continue).
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import is_text, numeric
from runmat_builtins.lib.graphics._handle import GHandle
from runmat_builtins.lib.graphics._model import GObject, current_figure, figure_of, parse_color, root_of, text_of
from runmat_builtins.lib.graphics._render import NO_BACKEND, maybe_show, write_image
from runmat_builtins.lib.graphics._resolve import one_object
from runmat_builtins.spec import ErrorSpec, Example

_FILE_FX = ["filesystem", "display"]
_EXT_FORMAT = {".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg", ".tif": "tiff", ".tiff": "tiff", ".pdf": "pdf",
               ".eps": "eps", ".ps": "ps", ".svg": "svg"}
_FORMAT_EXT = {"png": ".png", "jpeg": ".jpg", "jpg": ".jpg", "tiff": ".tif", "tif": ".tif", "tiffn": ".tif",
               "pdf": ".pdf", "eps": ".eps", "epsc": ".eps", "eps2": ".eps", "epsc2": ".eps", "ps": ".ps",
               "psc": ".ps", "svg": ".svg", "meta": None, "bmp": None, "fig": None}
_NO_BACKEND_ERR = ErrorSpec(identifier=NO_BACKEND, when="matplotlib is not installed (pip install 'runmat[plot]')")


def _figure_arg(v: Any, ctx: Any, fname: str) -> GObject:
    obj = one_object(v, ctx, fname)
    fig = figure_of(obj)
    if fig is None:
        raise MException(f"MATLAB:{fname}:InvalidHandle", "The handle must be a figure or an object in a figure.")
    return fig


def _format(fmt: str, fname: str) -> tuple[str, str]:
    """(matplotlib format, file extension) of a MATLAB format name or driver."""
    f = fmt.lower().lstrip(".")
    ext = _FORMAT_EXT.get(f, "")
    if not ext:
        raise MException(f"RunMat:{fname}:unsupportedFormat",
                         f"Format '{fmt}' is not supported; use png, jpeg, tiff, pdf, eps, ps or svg.")
    return _EXT_FORMAT[ext], ext


def _write(fig: GObject, path: str, fmt: str, resolution: float | None = None, **how: Any) -> None:
    """Write ``fig`` to ``path`` (``how``: write_image's crop, only, background, pad)."""
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise MException("RunMat:graphics:cannotWrite",
                         f"Cannot create output file '{path}': the folder does not exist.")
    write_image(fig, path, fmt, resolution, **how)


@runtime_builtin(
    summary="Save a figure to an image file; the format comes from the extension or FORMAT.",
    description="saveas(FIG, FILENAME) writes png, jpg, tif, pdf, eps, ps or svg by extension; "
                "saveas(FIG, FILENAME, FORMAT) names the format (an extension is added when the "
                "name has none). A handle to axes or a plotted object saves its figure. MATLAB's "
                ".fig format is not supported.",
    keywords=["save", "image", "png", "export", "figure"],
    related=["print", "exportgraphics", "figure"],
    signatures=["saveas(FIG, FILENAME)", "saveas(FIG, FILENAME, FORMAT)"],
    errors=[_NO_BACKEND_ERR,
            ErrorSpec(identifier="RunMat:saveas:unsupportedFormat", when="the format is .fig, bmp or unknown")],
    examples=[Example(code="f = figure('Visible', 'off'); plot(1:3);\nname = [tempname() '.png'];\n"
                           "saveas(f, name);\ndisp(exist(name, 'file'))\ndelete(name)", output="     2\n")],
    effects=_FILE_FX,
)
def saveas(h: Any, filename: Any, fmt: Any = None, *, ctx: Any = None) -> None:
    fig = _figure_arg(h, ctx, "saveas")
    path = text_of(filename)
    ext = os.path.splitext(path)[1].lower()
    if fmt is not None:
        mfmt, fext = _format(text_of(fmt), "saveas")
        if not ext:
            path += fext
    elif ext:
        if ext not in _EXT_FORMAT:
            raise MException("RunMat:saveas:unsupportedFormat",
                             f"Format '{ext}' is not supported; use png, jpeg, tiff, pdf, eps, ps or svg.")
        mfmt = _EXT_FORMAT[ext]
    else:
        mfmt, path = "png", path + ".png"
    _write(fig, path, mfmt)
    return None


@runtime_builtin(
    name="print",
    summary="Write a figure to a file with a driver option: print(FILENAME, '-dpng'), print -dpdf f.pdf.",
    description="Options: '-dpng', '-djpeg', '-dtiff', '-dpdf', '-deps', '-depsc', '-dsvg' pick "
                "the format (default png, or the extension's); '-rN' sets dots per inch; '-fN' or a "
                "figure handle picks the figure (default the current one). An extension is added "
                "when the file name has none. Renderer options (-painters, -opengl, -vector) are "
                "accepted and ignored. Printing to a printer is not supported.",
    keywords=["print", "export", "image", "png", "pdf"],
    related=["saveas", "exportgraphics"],
    signatures=["print(FILENAME, FORMATTYPE)", "print(FIG, FILENAME, FORMATTYPE)",
                "print(FILENAME, FORMATTYPE, '-rN')", "print -dpng FILENAME"],
    errors=[_NO_BACKEND_ERR,
            ErrorSpec(identifier="RunMat:print:unsupportedFormat", when="the driver is not supported"),
            ErrorSpec(identifier="RunMat:print:noPrinter", when="no file name is given")],
    examples=[Example(code="plot(1:3);\nname = tempname();\nprint(name, '-dpng', '-r50');\n"
                           "disp(exist([name '.png'], 'file'))\ndelete([name '.png'])", output="     2\n")],
    effects=_FILE_FX,
)
def print_(*args: Any, ctx: Any = None) -> None:
    fig = None
    fmt = ext = None
    dpi = None
    path = None
    for a in args:
        if isinstance(a, GHandle) or not is_text(a):
            fig = _figure_arg(a, ctx, "print")
            continue
        s = text_of(a)
        low = s.lower()
        if low.startswith("-d"):
            fmt, ext = _format(low[2:], "print")
        elif low.startswith("-r") and low[2:].replace(".", "", 1).isdigit():
            dpi = float(low[2:])
        elif low.startswith("-f") and low[2:].isdigit():
            fig = _figure_arg(float(low[2:]), ctx, "print")
        elif low.startswith("-"):
            continue  # -painters, -opengl, -vector, -noui, -loose, -fillpage, -bestfit, ...
        else:
            path = s
    if path is None:
        raise MException("RunMat:print:noPrinter", "Printing to a printer is not supported; give a file name.")
    fig = fig if fig is not None else current_figure(ctx)
    fext = os.path.splitext(path)[1].lower()
    if fmt is None:
        fmt = _EXT_FORMAT.get(fext, "png")
        ext = ".png" if fext not in _EXT_FORMAT else fext
    if not fext:
        path += ext
    _write(fig, path, fmt, dpi)
    return None


_PADDING = {"tight": 0.04, "loose": 0.2}  # inches around the content; 'figure' keeps the whole figure


def _export_options(opts: tuple) -> dict[str, Any]:
    """exportgraphics' Name/Value pairs: Resolution, BackgroundColor, Padding, ContentType,
    Colorspace, Append (names in any case)."""
    if len(opts) % 2:
        raise MException("RunMat:exportgraphics:invalidOption", "Name-value arguments must come in pairs.")
    out: dict[str, Any] = {"dpi": 150.0, "background": None, "pad": _PADDING["tight"], "crop": True}
    for name, value in zip(opts[::2], opts[1::2]):
        key = text_of(name).lower() if is_text(name) else ""
        if key == "resolution":
            r = numeric(value, "exportgraphics").ravel() if not is_text(value) else np.array([np.nan])
            if r.size != 1 or not np.isfinite(r[0]) or r[0] <= 0:
                raise MException("RunMat:exportgraphics:invalidResolution",
                                 "Invalid value for 'Resolution': it must be a positive number (dots per inch).")
            out["dpi"] = float(r[0])
        elif key == "backgroundcolor":
            word = text_of(value).lower() if is_text(value) else None
            out["background"] = None if word == "current" else "none" if word == "none" else \
                parse_color(value, "BackgroundColor")
        elif key == "padding":
            word = text_of(value).lower() if is_text(value) else None
            if word == "figure":
                out["crop"] = False
            elif word in _PADDING:
                out["pad"] = _PADDING[word]
            else:
                raise MException("RunMat:exportgraphics:invalidOption",
                                 "Invalid value for 'Padding': use 'tight', 'loose' or 'figure'.")
        elif key == "contenttype":
            if not is_text(value) or text_of(value).lower() not in ("auto", "vector", "image"):
                raise MException("RunMat:exportgraphics:invalidOption",
                                 "Invalid value for 'ContentType': use 'auto', 'vector' or 'image'.")
        elif key == "colorspace":
            if not is_text(value) or text_of(value).lower() not in ("rgb", "gray", "cmyk"):
                raise MException("RunMat:exportgraphics:invalidOption",
                                 "Invalid value for 'Colorspace': use 'rgb', 'gray' or 'cmyk'.")
        elif key == "append":
            if bool(np.any(numeric(value, "exportgraphics"))):
                raise MException("RunMat:exportgraphics:appendUnsupported",
                                 "'Append', true (adding a page to an existing PDF or GIF) is not supported.")
        else:
            shown = text_of(name) if is_text(name) else "(not text)"
            raise MException("RunMat:exportgraphics:invalidOption",
                             f"'{shown}' is not an option of exportgraphics; use Resolution, BackgroundColor, "
                             "Padding, ContentType, Colorspace or Append.")
    return out


@runtime_builtin(
    summary="Save axes or a figure to an image file (png, jpg, tif, pdf, eps, svg), cropped tightly around the content.",
    description="exportgraphics(OBJ, FILENAME) writes the figure OBJ, or only the axes OBJ (with its "
                "legend and colorbar), by the file's extension, through matplotlib. Name/Value: "
                "'Resolution' (dots per inch, default 150), 'BackgroundColor' ('current', 'none' for "
                "transparent, or a color), 'Padding' ('tight', 'loose', 'figure': the whole figure "
                "uncropped); 'ContentType' and 'Colorspace' are checked and accepted.",
    keywords=["export", "image", "save", "png", "pdf", "jpg", "crop", "resolution"],
    related=["saveas", "print"],
    signatures=["exportgraphics(OBJ, FILENAME)", "exportgraphics(OBJ, FILENAME, NAME, VALUE)"],
    errors=[_NO_BACKEND_ERR,
            ErrorSpec(identifier="RunMat:exportgraphics:unsupportedFormat", when="the extension is not supported"),
            ErrorSpec(identifier="RunMat:exportgraphics:invalidResolution", when="Resolution is not a positive number"),
            ErrorSpec(identifier="RunMat:exportgraphics:invalidOption", when="an unknown option or a bad value"),
            ErrorSpec(identifier="RunMat:exportgraphics:appendUnsupported", when="'Append' is true")],
    examples=[Example(code="ax = gca; plot(ax, 1:3);\nname = [tempname() '.png'];\n"
                           "exportgraphics(ax, name, 'Resolution', 60);\ndisp(exist(name, 'file'))\ndelete(name)",
                      output="     2\n"),
              Example(code="f = figure('Visible', 'off'); plot(1:3);\nname = [tempname() '.pdf'];\n"
                           "exportgraphics(f, name, 'BackgroundColor', 'none');\nfid = fopen(name);\n"
                           "disp(fread(fid, 4, '*char')')\nfclose(fid); delete(name)", output="%PDF\n",
                      description="a PDF with a transparent background")],
    effects=_FILE_FX,
)
def exportgraphics(obj: Any, filename: Any, *opts: Any, ctx: Any = None) -> None:
    target = one_object(obj, ctx, "exportgraphics")
    fig = _figure_arg(obj, ctx, "exportgraphics")
    path = text_of(filename)
    ext = os.path.splitext(path)[1].lower()
    if ext not in _EXT_FORMAT:
        raise MException("RunMat:exportgraphics:unsupportedFormat",
                         f"Unsupported file extension '{ext}'; use .png, .jpg, .tif, .pdf, .eps or .svg.")
    o = _export_options(opts)
    _write(fig, path, _EXT_FORMAT[ext], o["dpi"], crop=o["crop"], only=target if target.type == "axes" else None,
           background=o["background"], pad=o["pad"])
    return None


@runtime_builtin(
    summary="Update figures; draws on screen only when RUNMAT_SHOW=1 (otherwise does nothing).",
    keywords=["draw", "update", "refresh", "animation"],
    related=["figure", "shg", "pause"],
    signatures=["drawnow", "drawnow limitrate", "drawnow nocallbacks"],
    examples=[Example(code="plot(1:3);\ndrawnow;\ndisp('done')", output="done\n")],
    effects=["display"],
)
def drawnow(*opts: Any, ctx: Any = None) -> None:
    root = root_of(ctx)
    if root.current is not None:
        maybe_show(ctx, root.current)
    return None


@runtime_builtin(
    summary="Show the current figure (on screen only when RUNMAT_SHOW=1).",
    keywords=["show", "figure", "window"],
    related=["figure", "drawnow"],
    signatures=["shg"],
    examples=[Example(code="shg;\ndisp(isgraphics(gcf))", output="   1\n")],
    effects=["display"],
)
def shg(*, ctx: Any = None) -> None:
    maybe_show(ctx, current_figure(ctx))
    return None
