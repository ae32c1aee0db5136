"""surf, mesh, contour, contourf, imagesc, image, imshow: gridded data and images."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import linespec_props, numeric, parse_linespec, result, row
from runmat_builtins.lib.graphics._colormaps import colormap_by_name
from runmat_builtins.lib.graphics._model import GObject, _nice_step
from runmat_builtins.lib.graphics.plots._series import add, start
from runmat_builtins.numeric import undefined
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import class_of, is_char, is_string

_FX = ["display"]
_VIEW3 = np.array([[-37.5, 30.0]])


def _grid(nums: list[np.ndarray], fname: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray | None]:
    """(X, Y, Z, C) matrices from Z, (X, Y, Z) or (X, Y, Z, C); vectors X, Y are expanded."""
    if any(v.ndim > 2 for v in nums[:3]):
        raise MException(f"MATLAB:{fname or 'surf'}:InvalidData", "Data must be 2-D matrices.")
    if len(nums) in (1, 2):
        z = nums[0]
        m, n = z.shape
        x, y = np.meshgrid(np.arange(1, n + 1, dtype=float), np.arange(1, m + 1, dtype=float))
        return x, y, z, (nums[1] if len(nums) == 2 else None)
    if len(nums) in (3, 4):
        x, y, z = nums[:3]
        m, n = z.shape
        if 1 in x.shape and 1 in y.shape:
            if x.size != n or y.size != m:
                raise MException(f"MATLAB:{fname}:InvalidData" if fname else "MATLAB:surf:InvalidData",
                                 "Data dimensions must agree: length(X) must equal size(Z, 2) and length(Y) size(Z, 1).")
            x, y = np.meshgrid(x.ravel(), y.ravel())
        elif x.shape != z.shape or y.shape != z.shape:
            raise MException(f"MATLAB:{fname}:InvalidData", "Data dimensions must agree.")
        return x, y, z, (nums[3] if len(nums) == 4 else None)
    raise MException(f"MATLAB:{fname}:InvalidData", f"{fname} needs Z, or X, Y and Z data.")


def _surface(args: tuple[Any, ...], ctx: Any, fname: str, nargout: int, mesh: bool) -> Any:
    ax, data, pairs, _ = start(args, ctx, fname)
    nums = [numeric(d, fname) for d in data]
    x, y, z, c = _grid(nums, fname)
    s = add(ax, "surface", {}, [], None, XData=x, YData=y, ZData=z, CData=c if c is not None else z.copy())
    if mesh:
        s.props["FaceColor"] = np.ones((1, 3))
        s.props["EdgeColor"] = "flat"
    for k, v in pairs:
        s.set(k, v)
    if len(ax.data_children()) == 1:
        ax.props["View"] = _VIEW3.copy()
    return result([s], nargout)


@runtime_builtin(
    summary="3-D shaded surface of Z over a grid; returns a Surface handle.",
    description="surf(Z) uses column/row indices as X/Y; surf(X, Y, Z) takes matrices or "
                "vectors (length(X) = columns of Z, length(Y) = rows); surf(X, Y, Z, C) colors "
                "by C (default C = Z). The axes switch to the default 3-D view.",
    keywords=["surface", "3-D", "surf", "mesh", "plot"],
    related=["mesh", "contour", "meshgrid", "view", "colormap"],
    signatures=["surf(Z)", "surf(X, Y, Z)", "surf(X, Y, Z, C)", "H = surf(..., NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:surf:InvalidData", when="X, Y and Z sizes disagree")],
    examples=[Example(code="[X, Y] = meshgrid(1:3, 1:2);\nh = surf(X, Y, X + Y);\ndisp(class(h))\ndisp(size(h.ZData))",
                      output="matlab.graphics.chart.primitive.Surface\n     2     3\n")],
    effects=_FX,
)
def surf(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _surface(args, ctx, "surf", nargout, mesh=False)


@runtime_builtin(
    summary="3-D wireframe mesh of Z over a grid; returns a Surface handle (white faces).",
    keywords=["mesh", "wireframe", "3-D", "surface"],
    related=["surf", "contour"],
    signatures=["mesh(Z)", "mesh(X, Y, Z)", "mesh(X, Y, Z, C)", "H = mesh(..., NAME, VALUE)"],
    examples=[Example(code="h = mesh(magic(3));\ndisp(h.EdgeColor)\ndisp(h.FaceColor)", output="flat\n"
                                                                                               "     1     1     1\n")],
    effects=_FX,
)
def mesh(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _surface(args, ctx, "mesh", nargout, mesh=True)


def _auto_levels(z: np.ndarray, n: int | None) -> np.ndarray:
    finite = z[np.isfinite(z)]
    if finite.size == 0 or finite.min() == finite.max():
        return np.array([finite.min()]) if finite.size else np.zeros(0)
    lo, hi = float(finite.min()), float(finite.max())
    if n is not None:
        return np.linspace(lo, hi, n + 2)[1:-1]

    step = _nice_step(hi - lo)
    start = np.ceil(lo / step) * step
    levels = np.arange(start, hi + step * 1e-9, step)
    return levels[(levels >= lo) & (levels <= hi)]


def _contour_matrix(x: np.ndarray, y: np.ndarray, z: np.ndarray, levels: np.ndarray) -> np.ndarray:
    """MATLAB's contour matrix [level, x...; count, y...] per line (via contourpy when present)."""
    try:
        import contourpy  # start-up: contourpy loads on first use
    except ImportError:
        return np.zeros((2, 0))
    gen = contourpy.contour_generator(x, y, z, line_type=contourpy.LineType.Separate)
    cols = []
    for lv in levels:
        for seg in gen.lines(float(lv)):
            cols.append(np.array([[lv], [seg.shape[0]]]))
            cols.append(seg.T)
    return np.hstack(cols) if cols else np.zeros((2, 0))


def _contour(args: tuple[Any, ...], ctx: Any, fname: str, fill: bool, nargout: int) -> Any:
    ax, data, pairs, _ = start(args, ctx, fname)
    spec: dict[str, Any] = {}
    if data and (is_char(data[-1]) or is_string(data[-1])):
        ls = parse_linespec(data.pop())
        if ls is None:
            raise MException(f"MATLAB:{fname}:InvalidLineSpec", "Invalid line specification.")
        spec = linespec_props(ls)
    nums = [numeric(d, fname) for d in data]
    levels_arg = None
    if len(nums) in (2, 4):
        levels_arg = nums.pop()
    x, y, z, _ = _grid(nums, fname)
    if z.ndim != 2 or min(z.shape) < 2:
        raise MException(f"RunMat:{fname}:invalidZ", "Z must be at least a 2-by-2 matrix.")
    if levels_arg is None:
        levels = _auto_levels(z, None)
    elif levels_arg.size == 1:
        n = float(levels_arg.ravel()[0])
        if not (n == n and 0 <= n < 2**31 and n == int(n)):
            raise MException(f"RunMat:{fname}:invalidLevels",
                             "The number of contour levels must be a nonnegative integer.")
        levels = _auto_levels(z, int(n))
    else:
        levels = levels_arg.ravel()
    c = add(ax, "contour", {}, [], None, XData=x, YData=y, ZData=z, LevelList=row(levels),
            Fill="on" if fill else "off")
    if levels_arg is not None:
        c.props["LevelListMode"] = "manual"
    if "Color" in spec:
        c.props["LineColor"] = spec["Color"]
    if "LineStyle" in spec:
        c.props["LineStyle"] = spec["LineStyle"]
    if fill:
        c.props["LineColor"] = np.zeros((1, 3))
    for k, v in pairs:
        c.set(k, v)
    if nargout == 0:
        return None
    m = _contour_matrix(x, y, z, levels)
    return (m, result([c], 1)) if nargout > 1 else m


_CONTOUR_SIGS = ["contour(Z)", "contour(X, Y, Z)", "contour(..., LEVELS)", "contour(..., LINESPEC)",
                 "M = contour(...)", "[M, H] = contour(...)"]


@runtime_builtin(
    summary="Contour lines of Z; returns the contour matrix and a Contour handle.",
    description="contour(Z) or contour(X, Y, Z) draws lines at automatic levels; a scalar N "
                "asks for N levels, a vector gives the levels. [M, H] = contour(...) returns "
                "MATLAB's contour matrix (computed with contourpy, which matplotlib installs; "
                "empty without it) and the Contour object.",
    keywords=["contour", "isolines", "level", "2-D"],
    related=["contourf", "surf", "meshgrid"],
    signatures=_CONTOUR_SIGS,
    examples=[Example(code="[~, h] = contour(double(magic(4) > 8), [0.5 0.5]);\ndisp(class(h))\ndisp(h.LevelList)",
                      output="matlab.graphics.chart.primitive.Contour\n    0.5000    0.5000\n")],
    effects=_FX,
)
def contour(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _contour(args, ctx, "contour", False, nargout)


@runtime_builtin(
    summary="Filled contours of Z; returns the contour matrix and a Contour handle (Fill 'on').",
    keywords=["contour", "filled", "levels"],
    related=["contour", "surf"],
    signatures=[s.replace("contour(", "contourf(") for s in _CONTOUR_SIGS],
    examples=[Example(code="[~, h] = contourf(magic(4), 3);\ndisp(h.Fill)\ndisp(numel(h.LevelList))",
                      output="on\n     3\n")],
    effects=_FX,
)
def contourf(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _contour(args, ctx, "contourf", True, nargout)


def _image(args: tuple[Any, ...], ctx: Any, fname: str, scaled: bool) -> tuple[GObject, GObject]:
    ax, data, pairs, _ = start(args, ctx, fname)
    clim = None
    if scaled and len(data) in (2, 4):
        clim = numeric(data.pop(), fname).ravel()
    if len(data) == 1:
        c = data[0]
        x = y = None
    elif len(data) == 3:
        x, y, c = numeric(data[0], fname).ravel(), numeric(data[1], fname).ravel(), data[2]
    else:
        raise MException(f"MATLAB:{fname}:InvalidData", f"{fname} needs C, or X, Y and C.")
    if not isinstance(c, np.ndarray) and not isinstance(c, (float, int, bool)):
        numeric(c, fname)
    c = np.asarray(c) if isinstance(c, np.ndarray) else np.array([[float(c)]])
    if c.ndim < 2:
        c = c.reshape(1, -1)
    nr, nc = c.shape[0], c.shape[1]
    xd = row([x[0], x[-1]]) if x is not None and x.size else row([1.0, float(nc)])
    yd = row([y[0], y[-1]]) if y is not None and y.size else row([1.0, float(nr)])
    img = add(ax, "image", {}, [], None, XData=xd, YData=yd, CData=c,
              CDataMapping="scaled" if scaled else "direct")
    for k, v in pairs:
        img.set(k, v)
    if clim is not None:
        if clim.size != 2 or not clim[0] < clim[1]:
            raise MException(f"MATLAB:{fname}:InvalidCLim", "CLim must be an increasing two-element vector.")
        ax.set("CLim", row(clim))
    if len(ax.data_children()) == 1:
        ax.props["YDir"] = "reverse"
        ax.props["View"] = np.array([[0.0, 90.0]])
    return ax, img


@runtime_builtin(
    summary="Display a matrix as an image with colors scaled to the colormap; returns an Image handle.",
    keywords=["image", "heatmap", "matrix", "scaled", "colormap"],
    related=["image", "imshow", "colormap", "colorbar"],
    signatures=["imagesc(C)", "imagesc(X, Y, C)", "imagesc(..., CLIMS)", "H = imagesc(...)"],
    errors=[ErrorSpec(identifier="MATLAB:imagesc:InvalidCLim", when="CLIMS is not increasing")],
    examples=[Example(code="h = imagesc(magic(4));\ndisp(h.CDataMapping)\nax = gca;\ndisp(ax.CLim)\ndisp(ax.YDir)",
                      output="scaled\n     1    16\nreverse\n")],
    effects=_FX,
)
def imagesc(*args: Any, nargout: int, ctx: Any = None) -> Any:
    _, img = _image(args, ctx, "imagesc", True)
    return result([img], nargout)


@runtime_builtin(
    summary="Display an image: indices into the colormap, or an m-by-n-by-3 truecolor array.",
    keywords=["image", "picture", "truecolor", "indexed"],
    related=["imagesc", "imshow"],
    signatures=["image(C)", "image(X, Y, C)", "H = image(..., NAME, VALUE)"],
    examples=[Example(code="h = image(magic(3));\ndisp(class(h))\ndisp(h.XData)",
                      output="matlab.graphics.primitive.Image\n     1     3\n")],
    effects=_FX,
)
def image(*args: Any, nargout: int, ctx: Any = None) -> Any:
    _, img = _image(args, ctx, "image", False)
    return result([img], nargout)


@runtime_builtin(
    summary="Show an image (grayscale, truecolor or indexed) with square pixels and no axes.",
    description="imshow(I) shows a grayscale image (double in [0, 1], or integer class over its "
                "range) with a gray colormap; imshow(I, [LOW HIGH]) scales that range to black..white "
                "and imshow(I, []) uses I's own range; imshow(RGB) shows truecolor; "
                "imshow(X, MAP) shows an indexed image; imshow(FILENAME) reads the file (imread). "
                "The axes are hidden and the aspect ratio is 1.",
    keywords=["image", "show", "display", "grayscale"],
    related=["image", "imagesc"],
    signatures=["imshow(I)", "imshow(I, [LOW HIGH])", "imshow(RGB)", "imshow(X, MAP)", "imshow(FILENAME)",
                "H = imshow(...)"],
    examples=[Example(code="h = imshow(rand(4) > 2);\ndisp(class(h))\nax = gca;\ndisp(ax.Visible)",
                      output="matlab.graphics.primitive.Image\noff\n")],
    effects=_FX,
)
def imshow(*args: Any, nargout: int, ctx: Any = None) -> Any:
    data = list(args)
    if not data:
        raise MException("MATLAB:imshow:NotEnoughInputs", "Not enough input arguments.")
    img_in = data.pop(0)
    if is_char(img_in) or is_string(img_in):  # imshow(filename): the file's image, as imread reads it
        from runmat_builtins.lib.io.image.files import imread

        img_in = imread(img_in, nargout=1)
    second = data.pop(0) if data and not (is_char(data[0]) or is_string(data[0])) else None
    if not isinstance(img_in, np.ndarray) and type(img_in) not in (float, int, bool):
        raise undefined("imshow", class_of(img_in))
    a = np.asarray(img_in) if isinstance(img_in, np.ndarray) else np.array([[float(img_in)]])
    if a.dtype.kind == "b":
        a = a.astype(np.float64)
    truecolor = a.ndim == 3 and a.shape[2] == 3
    cmap = None
    clim = None
    if second is not None and isinstance(second, np.ndarray) and second.ndim == 2 and second.shape[1:] == (3,) \
            and second.shape[0] > 1:
        cmap = np.asarray(second, dtype=np.float64)
        ax, img = _image((a,) + tuple(data), ctx, "imshow", False)
    else:
        ax, img = _image((a,) + tuple(data), ctx, "imshow", not truecolor)
        if not truecolor:
            cmap = colormap_by_name("gray", 256)
            if second is not None and np.size(second) == 0:
                finite = a[np.isfinite(a)] if a.dtype.kind == "f" else a
                lo, hi = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 1.0)
                clim = (lo, hi if hi > lo else lo + 1)
            elif second is not None:
                lim = numeric(second, "imshow").ravel()
                if lim.size != 2 or not lim[0] < lim[1]:
                    raise MException("MATLAB:imshow:invalidDisplayRange",
                                     "The display range must be a 2-element vector [LOW HIGH] with LOW < HIGH.")
                clim = (float(lim[0]), float(lim[1]))
            elif a.dtype.kind in "iu":
                info = np.iinfo(a.dtype)
                clim = (float(info.min), float(info.max))
            else:
                clim = (0.0, 1.0)
    if clim is not None:
        ax.props["CLim"] = row(list(clim))
        ax.props["CLimMode"] = "manual"
    if cmap is not None:
        ax.props["Colormap"] = cmap
    ax.props["DataAspectRatioMode"] = "manual"
    ax.props["Visible"] = "off"
    ax.props["AxisVisible"] = "off"
    return result([img], nargout)
