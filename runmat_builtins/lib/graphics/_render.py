"""Drawing the figure model with matplotlib, imported only here and only when needed.

Images are drawn on a ``matplotlib.figure.Figure`` with its own Agg canvas, never through
pyplot, so exporting leaves the host process's matplotlib backend and pyplot figures alone
(a notebook embedding RunMat keeps its inline backend). A missing matplotlib is a MATLAB
error (``RunMat:graphics:noBackend``) raised only when an image is made. ``RUNMAT_SHOW=1``
shows figures on screen at ``figure``, ``drawnow`` and ``shg`` through pyplot, with whatever
backend the host chose.
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._model import GObject, text_of

NO_BACKEND = "RunMat:graphics:noBackend"
_MARKERS = {"o": "o", "+": "+", "*": "*", ".": ".", "x": "x", "_": "_", "|": "|", "square": "s",
            "diamond": "D", "v": "v", "^": "^", "<": "<", ">": ">", "pentagram": "p", "hexagram": "h",
            "none": "None"}
_STYLES = {"-": "-", "--": "--", ":": ":", "-.": "-.", "none": "None"}
_LOCATIONS = {"north": "upper center", "south": "lower center", "east": "center right", "west": "center left",
              "northeast": "upper right", "northwest": "upper left", "southeast": "lower right",
              "southwest": "lower left", "best": "best", "northoutside": "upper center",
              "southoutside": "lower center", "eastoutside": "upper left", "westoutside": "upper right",
              "northeastoutside": "upper left", "bestoutside": "upper left"}


_SAFE_3D = {"line", "primline", "scatter", "surface", "text", "contour"}


def _require_matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise MException(NO_BACKEND, "Writing images needs matplotlib, which is not installed. "
                                     "Install it with: pip install 'runmat[plot]'") from None


def pyplot() -> Any:
    """matplotlib.pyplot with the host's backend (only for showing windows), or a MATLAB error."""
    _require_matplotlib()
    import matplotlib.pyplot as plt  # start-up: matplotlib loads on first use

    return plt


def show_enabled() -> bool:
    return os.environ.get("RUNMAT_SHOW", "") not in ("", "0")


def maybe_show(ctx: Any, fig: GObject) -> None:
    """With RUNMAT_SHOW=1, draw the figure in a window (drawnow, shg, figure)."""
    if show_enabled():
        show_window(fig)


def show_window(fig: GObject) -> None:
    """Draw the figure in a window of the host's matplotlib backend (the REPL, RUNMAT_SHOW=1)."""
    if fig.props.get("Visible") == "off":
        return
    plt = pyplot()
    pos = _size(fig)
    render(fig, plt.figure(num=int(fig.props["Number"]), figsize=(pos[0] / 100, pos[1] / 100), clear=True))
    plt.show(block=False)
    plt.pause(0.001)


def _rgb(c: Any, fallback: Any = None) -> Any:
    if isinstance(c, np.ndarray) and c.size == 3:
        return tuple(float(x) for x in c.ravel())
    if c in ("none",):
        return "none"
    return fallback


def _is(v: Any, *words: str) -> bool:
    """A word-valued property ('flat', 'none', 'auto') equal to one of ``words``; colors are arrays."""
    return isinstance(v, str) and v in words


def _f(a: Any) -> np.ndarray:
    return np.asarray(a, dtype=np.float64) if a is not None else np.zeros((0,))


def _is3d(ax: GObject) -> bool:
    view = np.asarray(ax.props.get("View"), dtype=float).ravel()
    return view.size == 2 and not (view[1] == 90 and view[0] == 0)


def _size(fig: GObject) -> tuple[float, float]:
    """The figure's width and height in pixels (MATLAB's default 560x420)."""
    pos = np.asarray(fig.props.get("Position"), dtype=float).ravel()
    return (pos[2], pos[3]) if pos.size == 4 and pos[2] > 0 and pos[3] > 0 else (560.0, 420.0)


def render(fig: GObject, mfig: Any = None) -> Any:
    """A matplotlib Figure drawn from the model (axes in the model's positions).

    Without ``mfig`` a new ``Figure`` with its own Agg canvas is made (pyplot is not used)."""
    if mfig is None:
        _require_matplotlib()
        from matplotlib.backends.backend_agg import FigureCanvasAgg  # start-up: matplotlib loads on first use
        from matplotlib.figure import Figure  # start-up: matplotlib loads on first use

        w, h = _size(fig)
        mfig = Figure(figsize=(w / 100, h / 100), dpi=100)
        FigureCanvasAgg(mfig)
    mfig.set_facecolor(_rgb(fig.props.get("Color"), "white"))
    if fig.props.get("Name"):
        try:
            mfig.canvas.manager.set_window_title(str(fig.props["Name"]))
        except Exception:  # noqa: BLE001 - headless canvases have no window title
            pass
    for ax in fig.children:
        if ax.valid and ax.type == "axes":
            _draw_axes(mfig, ax)
    sg = fig.extra.get("sgtitle")
    if isinstance(sg, GObject) and sg.props.get("String"):
        mfig.suptitle(_txt(sg.props["String"]), fontsize=float(sg.props.get("FontSize", 11)))
    for key, put in (("supxlabel", "supxlabel"), ("supylabel", "supylabel")):  # a tiled layout's shared labels
        lab = fig.extra.get(key)
        if isinstance(lab, GObject) and lab.props.get("String"):
            getattr(mfig, put)(_txt(lab.props["String"]), fontsize=float(lab.props.get("FontSize", 11)))
    for shape in fig.children:
        if shape.valid and shape.type.endswith("shape"):
            _draw_shape(mfig, shape)
    return mfig


def _draw_shape(mfig: Any, a: GObject) -> None:
    """Figure annotations in normalized figure units: text boxes, lines and arrows, rectangles."""
    p = a.props
    pos = _f(p.get("Position")).ravel()
    color = _rgb(p.get("Color"), "k")
    if a.type == "textboxshape" and pos.size == 4:
        edge = _rgb(p.get("EdgeColor"), "none")
        mfig.text(pos[0], pos[1] + pos[3], _txt(p.get("String", "")), va="top", ha="left", color=color,
                  fontsize=float(p.get("FontSize", 10)), transform=mfig.transFigure,
                  bbox={"facecolor": _rgb(p.get("FaceColor"), "none"), "edgecolor": edge} if edge != "none" else None)
    elif a.type in ("lineshape", "arrowshape") and p.get("X") is not None:
        x, y = _f(p.get("X")).ravel(), _f(p.get("Y")).ravel()
        arrow = "-" if a.type == "lineshape" else "->"
        import matplotlib.patches as mpatches  # start-up: matplotlib loads on first use

        mfig.add_artist(mpatches.FancyArrowPatch(
            (x[0], y[0]), (x[1], y[1]), transform=mfig.transFigure, arrowstyle=arrow, color=color,
            mutation_scale=12, linewidth=float(p.get("LineWidth", 0.5))))
        if p.get("String"):
            mfig.text(x[0], y[0], _txt(p["String"]), transform=mfig.transFigure, ha="right", va="center")
    elif a.type in ("rectangleshape", "ellipseshape") and pos.size == 4:
        import matplotlib.patches as mpatches  # start-up: matplotlib loads on first use

        face = _rgb(p.get("FaceColor"), "none")
        shape = mpatches.Rectangle((pos[0], pos[1]), pos[2], pos[3]) if a.type == "rectangleshape" else \
            mpatches.Ellipse((pos[0] + pos[2] / 2, pos[1] + pos[3] / 2), pos[2], pos[3])
        shape.set(transform=mfig.transFigure, facecolor=face, edgecolor=color, linewidth=float(p.get("LineWidth", 0.5)))
        mfig.add_artist(shape)


def _draw_axes(mfig: Any, ax: GObject) -> None:
    p = np.asarray(ax.props["Position"], dtype=float).ravel()
    three = _is3d(ax)
    m = mfig.add_axes(list(p), projection="3d" if three else None)
    parts = mfig.__dict__.setdefault("runmat_axes", {}).setdefault(id(ax), [])
    parts.append(m)  # what exportgraphics(ax, ...) crops to: the axes, its colorbar
    cmap = _cmap(ax)
    clim = ax.computed("CLim").ravel()
    mappable = None
    skipped: set[str] = set()
    for c in ax.data_children():
        if c.props.get("Visible") == "off":
            continue
        if three and c.type not in _SAFE_3D:
            if c.type not in skipped:
                skipped.add(c.type)
                _warn(ax, "RunMat:graphics:notDrawn",
                      f"{c.short_class} objects are not drawn in 3-D axes; they were left out of the image.")
            continue
        try:
            got = _draw(m, c, cmap, clim, three, ax)
        except Exception as exc:  # noqa: BLE001 - one object that cannot be drawn must not lose the file
            _warn(ax, "RunMat:graphics:notDrawn",
                  f"A {c.short_class} object could not be drawn in {'3-D' if three else '2-D'} axes and was left out "
                  f"of the image ({type(exc).__name__}: {exc}).")
            continue
        mappable = got if got is not None else mappable
    _decorate(m, ax, three)
    cb = ax.props.get("Colorbar")
    if isinstance(cb, GObject) and cb.valid:
        import matplotlib.cm as mcm  # start-up: matplotlib loads on first use
        import matplotlib.colors as mcolors  # start-up: matplotlib loads on first use

        # MATLAB's colorbar shows the axes' colormap over CLim, whatever is plotted
        mappable = mcm.ScalarMappable(norm=mcolors.Normalize(clim[0], clim[1]), cmap=cmap)
        bar = mfig.colorbar(mappable, ax=m,
                            orientation="horizontal" if str(cb.props.get("Location", "")).startswith(("north", "south")) else "vertical")
        parts.append(bar.ax)
        label = cb.props.get("Label")
        if isinstance(label, GObject) and label.props.get("String"):
            bar.set_label(_txt(label.props["String"]))
    leg = ax.props.get("Legend")
    if isinstance(leg, GObject) and leg.valid and leg.props.get("Visible") != "off":
        _legend(m, ax, leg)


def _warn(obj: GObject, ident: str, msg: str) -> None:
    ctx = obj.root.ctx if obj.root is not None else None
    if ctx is not None:
        ctx.warn(ident, msg)


def _cmap(ax: GObject) -> Any:
    from matplotlib.colors import ListedColormap  # start-up: matplotlib loads on first use

    return ListedColormap(np.asarray(ax.computed("Colormap"), dtype=float).reshape(-1, 3))


def _txt(s: Any) -> str:
    if isinstance(s, list):
        return "\n".join(s)
    return str(s)


def _line_kw(c: GObject) -> dict[str, Any]:
    p = c.props
    color = _rgb(p.get("Color"), (0, 0, 0))
    mk = _MARKERS.get(str(p.get("Marker", "none")), "None")
    kw = {"color": color, "linestyle": _STYLES.get(str(p.get("LineStyle", "-")), "-"),
          "linewidth": float(p.get("LineWidth", 0.5)), "marker": mk,
          "markersize": float(p.get("MarkerSize", 6))}
    mfc, mec = p.get("MarkerFaceColor"), p.get("MarkerEdgeColor")
    kw["markerfacecolor"] = color if _is(mfc, "auto") else _rgb(mfc, "none")
    kw["markeredgecolor"] = color if _is(mec, "auto") else _rgb(mec, color)
    if p.get("DisplayName"):
        kw["label"] = str(p["DisplayName"])
    return kw


def _draw(m: Any, c: GObject, cmap: Any, clim: np.ndarray, three: bool, ax: GObject) -> Any:
    p = c.props
    t = c.type
    x, y = _f(p.get("XData")).ravel(), _f(p.get("YData")).ravel()
    if t in ("line", "primline"):
        z = _f(p.get("ZData")).ravel()
        if three and z.size == x.size and z.size:
            m.plot(x, y, z, **_line_kw(c))
        else:
            m.plot(x, y, **_line_kw(c))
    elif t == "constantline":
        kw = {"color": _rgb(p.get("Color"), (0.15, 0.15, 0.15)), "linestyle": _STYLES.get(str(p.get("LineStyle")), "-"),
              "linewidth": float(p.get("LineWidth", 0.5))}
        if p.get("DisplayName"):
            kw["label"] = str(p["DisplayName"])
        v = float(p.get("Value", 0.0))
        if p.get("InterceptAxis") == "x":
            m.axvline(v, **kw)
            if p.get("Label"):
                m.text(v, 1.0, _txt(p["Label"]), transform=m.get_xaxis_transform(), ha="right", va="top",
                       rotation=90, color=kw["color"])
        else:
            m.axhline(v, **kw)
            if p.get("Label"):
                m.text(1.0, v, _txt(p["Label"]), transform=m.get_yaxis_transform(), ha="right", va="bottom",
                       color=kw["color"])
    elif t == "stair":
        m.step(x, y, where="post", **_line_kw(c))
    elif t == "stem":
        kw = _line_kw(c)
        m.vlines(x, float(p.get("BaseValue", 0)), y, colors=[kw["color"]], linewidth=kw["linewidth"])
        m.plot(x, y, linestyle="None", marker=kw["marker"], color=kw["color"],
               markerfacecolor=kw["markerfacecolor"], label=kw.get("label"))
    elif t == "errorbar":
        kw = _line_kw(c)
        yerr = [_f(p.get("YNegativeDelta")).ravel(), _f(p.get("YPositiveDelta")).ravel()]
        xerr = [_f(p.get("XNegativeDelta")).ravel(), _f(p.get("XPositiveDelta")).ravel()]
        m.errorbar(x, y, yerr=yerr if yerr[0].size == y.size else None,
                   xerr=xerr if xerr[0].size == x.size else None, capsize=float(p.get("CapSize", 6)) / 2,
                   **{k: v for k, v in kw.items() if k not in ("markeredgecolor",)})
    elif t == "scatter":
        cd = p.get("CData")
        sizes = _f(p.get("SizeData")).ravel()
        kw: dict[str, Any] = {"s": sizes if sizes.size in (1, x.size) else 36.0,
                              "marker": _MARKERS.get(str(p.get("Marker")), "o"),
                              "linewidths": float(p.get("LineWidth", 0.5))}
        cda = _f(cd)
        face = p.get("MarkerFaceColor")
        if cda.ndim == 2 and cda.shape == (1, 3):
            col = tuple(cda.ravel())
        elif cda.size == x.size and cda.size:
            kw.update(c=cda.ravel(), cmap=cmap, vmin=clim[0], vmax=clim[1])
            col = None
        else:
            col = (0.0, 0.447, 0.741)
        if _is(face, "flat") or isinstance(face, np.ndarray):
            if col is not None:
                kw["color"] = _rgb(face, col)
        else:
            if col is not None:
                kw["facecolors"] = "none"
                kw["edgecolors"] = [col]
        if p.get("DisplayName"):
            kw["label"] = str(p["DisplayName"])
        z = _f(p.get("ZData")).ravel()
        pc = m.scatter(x, y, z, **kw) if three and z.size == x.size and z.size else m.scatter(x, y, **kw)
        _marker_alpha(pc, float(p.get("MarkerFaceAlpha", 1.0)), float(p.get("MarkerEdgeAlpha", 1.0)), "c" in kw)
        return pc
    elif t == "bar":
        width = float(p.get("BarWidth", 0.8)) * c.extra.get("group_width", 1.0)
        xs = x + c.extra.get("offset", 0.0)
        color = _rgb(p.get("FaceColor"), (0, 0.447, 0.741))
        kw = {"color": color, "edgecolor": _rgb(p.get("EdgeColor"), "none"),
              "label": str(p["DisplayName"]) if p.get("DisplayName") else None}
        bottom = c.extra.get("bottom")
        if p.get("Horizontal") == "on":
            m.barh(xs, y, height=width, left=bottom, **kw)
        else:
            m.bar(xs, y, width=width, bottom=bottom, **kw)
    elif t == "histogram":
        edges, vals = _f(p.get("BinEdges")).ravel(), _f(p.get("Values")).ravel()
        if edges.size >= 2:
            kw = {"color": _rgb(p.get("FaceColor"), (0, 0.447, 0.741)), "alpha": float(p.get("FaceAlpha", 0.6)),
                  "edgecolor": _rgb(p.get("EdgeColor"), "k"),
                  "label": str(p["DisplayName"]) if p.get("DisplayName") else None}
            if p.get("Orientation") == "horizontal":
                m.barh(edges[:-1], vals, height=np.diff(edges), align="edge", **kw)
            else:
                m.bar(edges[:-1], vals, width=np.diff(edges), align="edge", **kw)
    elif t == "area":
        ya = _f(p.get("YData"))
        base = c.extra.get("bottom")
        lower = np.full(x.size, float(p.get("BaseValue", 0))) if base is None else base
        m.fill_between(x, lower, lower + ya.ravel() if base is not None else ya.ravel(),
                       color=_rgb(p.get("FaceColor"), (0, 0.447, 0.741)), alpha=float(p.get("FaceAlpha", 1)),
                       edgecolor=_rgb(p.get("EdgeColor"), "k"),
                       label=str(p["DisplayName"]) if p.get("DisplayName") else None)
    elif t == "patch":
        xd, yd = _f(p.get("XData")), _f(p.get("YData"))
        xd = xd.reshape(-1, 1) if xd.ndim < 2 or xd.shape[0] == 1 else xd
        yd = yd.reshape(-1, 1) if yd.ndim < 2 or yd.shape[0] == 1 else yd
        face = p.get("FaceColor")
        fc = cmap(0.5) if _is(face, "flat", "interp") else _rgb(face, (0, 0, 0))
        for j in range(xd.shape[1]):
            m.fill(xd[:, j], yd[:, j], facecolor=fc, edgecolor=_rgb(p.get("EdgeColor"), "none"),
                   alpha=float(p.get("FaceAlpha", 1)), linewidth=float(p.get("LineWidth", 0.5)),
                   label=(str(p["DisplayName"]) if p.get("DisplayName") and j == 0 else None))
    elif t == "surface":
        X, Y, Z = _f(p.get("XData")), _f(p.get("YData")), _f(p.get("ZData"))
        C = _f(p.get("CData")) if p.get("CData") is not None else Z
        face = p.get("FaceColor")
        if three:
            import matplotlib.colors as mcolors  # start-up: matplotlib loads on first use

            norm = mcolors.Normalize(clim[0], clim[1])
            kw = {"edgecolor": "none" if _is(p.get("EdgeColor"), "flat", "interp") else _rgb(p.get("EdgeColor"), "none"),
                  "linewidth": float(p.get("LineWidth", 0.5))}
            if isinstance(face, np.ndarray) and _is(p.get("EdgeColor"), "flat", "interp"):
                # mesh: solid faces, edges colored through the colormap (one color per grid line)
                m.plot_surface(X, Y, Z, color=_rgb(face), shade=False, linewidth=0, alpha=float(p.get("FaceAlpha", 1)))
                for i in range(Z.shape[0]):
                    m.plot(X[i, :], Y[i, :], Z[i, :], color=cmap(norm(np.nanmean(C[i, :]))), linewidth=kw["linewidth"])
                for j in range(Z.shape[1]):
                    m.plot(X[:, j], Y[:, j], Z[:, j], color=cmap(norm(np.nanmean(C[:, j]))), linewidth=kw["linewidth"])
                return None
            if isinstance(face, np.ndarray):
                kw["color"] = _rgb(face)
                return m.plot_surface(X, Y, Z, **kw)
            if _is(face, "none"):
                return m.plot_wireframe(X, Y, Z, color=cmap(0.5), linewidth=kw["linewidth"])
            return m.plot_surface(X, Y, Z, facecolors=cmap(norm(C)), shade=False, **kw)
        return m.pcolormesh(X, Y, C, cmap=cmap, vmin=clim[0], vmax=clim[1], shading="auto")
    elif t == "contour":
        X, Y, Z = _f(p.get("XData")), _f(p.get("YData")), _f(p.get("ZData"))
        levels = _f(p.get("LevelList")).ravel()
        lv = levels if levels.size >= 2 else None
        if p.get("Fill") == "on":
            finite = Z[np.isfinite(Z)]
            if lv is not None and finite.size:  # MATLAB fills below the first and above the last level too
                lv = np.unique(np.concatenate([[finite.min()], lv, [finite.max()]]))
            return m.contourf(X, Y, Z, levels=lv, cmap=cmap, vmin=clim[0], vmax=clim[1])
        lc = p.get("LineColor")
        kw = {"colors": [_rgb(lc)]} if isinstance(lc, np.ndarray) else {"cmap": cmap}
        out = m.contour(X, Y, Z, levels=lv, linewidths=float(p.get("LineWidth", 0.5)), **kw)
        if p.get("ShowText") == "on":
            m.clabel(out)
        return out
    elif t == "image":
        C = np.asarray(p.get("CData"))
        xd, yd = _f(p.get("XData")).ravel(), _f(p.get("YData")).ravel()
        nr, nc = C.shape[0], C.shape[1]
        dx = (xd[-1] - xd[0]) / (nc - 1) if nc > 1 else 1.0
        dy = (yd[-1] - yd[0]) / (nr - 1) if nr > 1 else 1.0
        extent = (xd[0] - dx / 2, xd[-1] + dx / 2, yd[-1] + dy / 2, yd[0] - dy / 2)
        if C.ndim == 3:
            img = C.astype(np.float64) / 255.0 if C.dtype.kind in "iu" else np.clip(C.astype(np.float64), 0, 1)
            m.imshow(img, extent=extent, aspect="auto", origin="upper")
            return None
        if p.get("CDataMapping") == "scaled":
            return m.imshow(C.astype(np.float64), extent=extent, aspect="auto", cmap=cmap,
                            vmin=clim[0], vmax=clim[1], origin="upper", interpolation="nearest")
        colors = np.asarray(ax.computed("Colormap"), dtype=float).reshape(-1, 3)
        idx = np.clip(np.asarray(C, dtype=np.float64) - (0 if C.dtype.kind in "iu" else 1), 0, len(colors) - 1)
        m.imshow(colors[idx.astype(int)], extent=extent, aspect="auto", origin="upper", interpolation="nearest")
    elif t == "text":
        pos = _f(p.get("Position")).ravel()
        m.text(*(pos[:3] if three else pos[:2]), _txt(p.get("String", "")), color=_rgb(p.get("Color"), "k"),
               fontsize=float(p.get("FontSize", 10)), rotation=float(p.get("Rotation", 0)),
               ha={"left": "left", "center": "center", "right": "right"}.get(str(p.get("HorizontalAlignment")), "left"),
               va={"middle": "center", "top": "top", "bottom": "bottom", "baseline": "baseline",
                   "cap": "top"}.get(str(p.get("VerticalAlignment")), "center"),
               fontweight=str(p.get("FontWeight", "normal")))
    return None


def _marker_alpha(pc: Any, face: float, edge: float, mapped: bool) -> None:
    """Scatter's MarkerFaceAlpha and MarkerEdgeAlpha (a colormapped scatter takes the face alpha)."""
    if face >= 1 and edge >= 1:
        return
    if mapped:
        pc.set_alpha(face)
        return
    for get, put, a in ((pc.get_facecolors, pc.set_facecolors, face), (pc.get_edgecolors, pc.set_edgecolors, edge)):
        cols = np.array(get(), dtype=float)
        if cols.size:
            cols[:, 3] *= a
            put(cols)


def _decorate(m: Any, ax: GObject, three: bool) -> None:
    p = ax.props
    for key, setter in (("XLabel", m.set_xlabel), ("YLabel", m.set_ylabel)):
        lab = p.get(key)
        if isinstance(lab, GObject) and lab.props.get("String"):
            setter(_txt(lab.props["String"]))
    if three:
        lab = p.get("ZLabel")
        if isinstance(lab, GObject) and lab.props.get("String"):
            m.set_zlabel(_txt(lab.props["String"]))
    title, sub = p.get("Title"), p.get("Subtitle")
    t = _txt(title.props["String"]) if isinstance(title, GObject) and title.props.get("String") else ""
    s = _txt(sub.props["String"]) if isinstance(sub, GObject) and sub.props.get("String") else ""
    if t or s:
        m.set_title(t + ("\n" + s if s else ""))
    for axis in ("X", "Y") + (("Z",) if three else ()):
        lim = ax.computed(axis + "Lim").ravel()
        getattr(m, f"set_{axis.lower()}lim")(lim[0], lim[1])
        scale = p.get(axis + "Scale")
        if scale == "log":
            getattr(m, f"set_{axis.lower()}scale")("log")
        if p.get(axis + "Dir") == "reverse" and axis != "Z":
            getattr(m, f"invert_{axis.lower()}axis")()
    if p.get("XGrid") == "on" or p.get("YGrid") == "on":
        m.grid(True, which="major", alpha=0.15, color="k")
    if p.get("XMinorGrid") == "on":
        m.minorticks_on()
        m.grid(True, which="minor", alpha=0.08, color="k")
    if p.get("DataAspectRatioMode") == "manual" and not three:
        m.set_aspect("equal", adjustable="box")
    if three:
        view = np.asarray(p.get("View"), dtype=float).ravel()
        m.view_init(elev=view[1], azim=view[0] - 90)
    if p.get("Box") == "off" and not three:
        m.spines["top"].set_visible(False)
        m.spines["right"].set_visible(False)
    if p.get("AxisVisible") == "off" or p.get("Visible") == "off":
        m.set_axis_off()
    for tick in ("XTick", "YTick"):
        v = p.get(tick)
        if isinstance(v, np.ndarray):
            getattr(m, f"set_{tick[0].lower()}ticks")(v.ravel())
    for tick in ("XTickLabel", "YTickLabel"):
        v = p.get(tick)
        if isinstance(v, list):
            getattr(m, f"set_{tick[0].lower()}ticklabels")(v)


def _legend(m: Any, ax: GObject, leg: GObject) -> None:
    handles, labels = m.get_legend_handles_labels()
    strings = leg.props.get("String") or []
    if isinstance(strings, str):
        strings = [strings]
    if not handles:
        return
    n = min(len(handles), len(strings)) if strings else len(handles)
    loc = _LOCATIONS.get(str(leg.props.get("Location", "northeast")).lower(), "best")
    kw: dict[str, Any] = {"loc": loc, "frameon": leg.props.get("Box") != "off",
                          "fontsize": float(leg.props.get("FontSize", 9))}
    if str(leg.props.get("Location", "")).lower().endswith("outside") and loc == "upper left":
        kw["bbox_to_anchor"] = (1.02, 1.0)
    if leg.props.get("Orientation") == "horizontal":
        kw["ncol"] = max(n, 1)
    m.legend(handles[:n], (strings[:n] if strings else labels[:n]), **kw)


def write_image(fig: GObject, path: str, fmt: str, resolution: float | None = None,
                crop: bool = False, only: GObject | None = None, background: Any = None,
                pad: float = 0.04) -> None:
    """Render ``fig`` and save it as ``path`` in ``fmt`` (png, jpeg, pdf, svg, eps, tiff).

    ``crop``: tightly around the content (``pad`` inches more), around the axes ``only`` (and its
    colorbar) when given; ``background``: 'none' (transparent) or an RGB triple instead of the
    figure's color."""
    mfig = render(fig)
    kw: dict[str, Any] = {"format": fmt, "facecolor": mfig.get_facecolor()}
    if isinstance(background, str) and background == "none":
        kw["transparent"] = True
        del kw["facecolor"]  # an explicit facecolor would win over transparent
    elif background is not None:
        kw["facecolor"] = tuple(float(x) for x in np.ravel(background))
    if resolution:
        kw["dpi"] = float(resolution)
    if crop and only is not None and mfig.__dict__.get("runmat_axes", {}).get(id(only)):
        from matplotlib.transforms import Bbox  # start-up: matplotlib loads on first use

        renderer = mfig.canvas.get_renderer()
        box = Bbox.union([a.get_tightbbox(renderer) for a in mfig.runmat_axes[id(only)]])
        kw["bbox_inches"] = box.transformed(mfig.dpi_scale_trans.inverted()).padded(pad)
    elif crop:
        kw["bbox_inches"] = "tight"
        kw["pad_inches"] = pad
    try:
        mfig.savefig(path, **kw)
    except OSError as exc:
        raise MException("RunMat:graphics:cannotWrite",
                         f"Cannot write file '{path}': {exc.strerror or exc}.") from None


def image_bytes(fig: GObject, fmt: str = "png", resolution: float | None = None) -> bytes:
    """The figure as an image in memory (png or svg): notebooks and ``_repr_png_``."""
    import io

    mfig = render(fig)
    buf = io.BytesIO()
    kw: dict[str, Any] = {"format": fmt, "facecolor": mfig.get_facecolor()}
    if resolution:
        kw["dpi"] = float(resolution)
    mfig.savefig(buf, **kw)
    return buf.getvalue()


def label_text(obj: GObject) -> str:
    return text_of(obj.props.get("String", "")) if isinstance(obj.props.get("String"), str) else ""
