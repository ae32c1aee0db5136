"""imread and imwrite with MATLAB's conventions: truecolor images are m-by-n-by-3 uint8 (or
uint16 for 16-bit files), grayscale m-by-n, indexed images come with a colormap of doubles in
[0, 1], a PNG's transparency is the third output of imread. imwrite scales double and single
data from [0, 1] to uint8, writes logical data as 1-bit images and picks the format from the
extension or a format argument. Pillow does the encoding (the optional 'image' extra)."""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, option, values
from runmat_builtins.lib.strings.core._text import is_char, is_string
from runmat_builtins.numeric import class_name
from runmat_builtins.spec import ErrorSpec, Example

_FORMATS = {"png": "PNG", "jpg": "JPEG", "jpeg": "JPEG", "bmp": "BMP", "gif": "GIF", "tif": "TIFF",
            "tiff": "TIFF", "ppm": "PPM", "pgm": "PPM", "pbm": "PPM", "webp": "WEBP"}


def _pil(fname: str) -> Any:
    try:
        from PIL import Image  # start-up: PIL loads on first use
    except ImportError:  # pragma: no cover - Pillow ships with the 'image' and 'plot' extras
        raise MException(f"RunMat:{fname}:PillowMissing",
                         f"{fname} needs Pillow: pip install 'runmat[image]'.") from None
    return Image


def _text(v: Any, fname: str, what: str) -> str:
    if (is_char(v) and v.ndim == 2 and v.shape[0] <= 1) or (is_string(v) and v.size == 1):
        return "".join(v.ravel().tolist()) if is_char(v) else str(v.ravel()[0])
    raise MException(f"MATLAB:{fname}:invalid{what}", f"The {what.lower()} must be a character vector or string scalar.")


def _format(path: str, fmt: str | None, fname: str) -> str:
    ext = (fmt or os.path.splitext(path)[1].lstrip(".")).lower()
    if ext not in _FORMATS:
        raise MException(f"MATLAB:imagesci:{fname}:fileFormat" if fname == "imwrite" else "MATLAB:imagesci:imread:fileFormat",
                         "Unable to determine the file format." if not ext else f"Unknown file format \"{ext}\".")
    return _FORMATS[ext]


def _colormap(img: Any) -> np.ndarray:
    pal = np.asarray(img.getpalette() or [], dtype=np.float64).reshape(-1, 3) / 255.0
    used = int(np.asarray(img).max()) + 1 if np.asarray(img).size else 0
    return pal[:max(used, 1)] if pal.size else np.zeros((0, 3))


@runtime_builtin(
    summary="Read an image file: m-by-n (grayscale) or m-by-n-by-3 (truecolor) uint8/uint16.",
    description="[A, map] = imread(file) also returns the colormap of an indexed image (A then "
                "holds zero-based indices); [A, map, alpha] returns a PNG's transparency. The "
                "format comes from the extension, or imread(file, fmt).",
    keywords=["image", "png", "jpeg", "read", "picture"], related=["imwrite", "imshow", "image"],
    signatures=["A = imread(filename)", "A = imread(filename, fmt)", "[A, map] = imread(filename)",
                "[A, map, alpha] = imread(filename)"],
    errors=[ErrorSpec(identifier="MATLAB:imagesci:imread:fileDoesNotExist", when="the file does not exist"),
            ErrorSpec(identifier="MATLAB:imagesci:imread:fileFormat", when="the format is not known")],
    examples=[Example(code="A = uint8(reshape(0:11, 3, 4) * 20);\nf = [tempname '.png'];\nimwrite(A, f);\n"
                           "B = imread(f);\nfprintf('%s %d %d %d\\n', class(B), size(B), isequal(A, B));\ndelete(f);",
                      output="uint8 3 4 1\n")],
)
def imread(filename: Any, *args: Any, nargout: int) -> Any:
    Image = _pil("imread")
    path = _text(filename, "imread", "Filename")
    fmt = _text(args[0], "imread", "Format") if args and (is_char(args[0]) or is_string(args[0])) else None
    if not os.path.exists(path) and fmt and os.path.exists(f"{path}.{fmt}"):
        path = f"{path}.{fmt}"
    if not os.path.isfile(path):
        raise MException("MATLAB:imagesci:imread:fileDoesNotExist", f'File "{path}" does not exist.')
    try:
        img = Image.open(path)
        img.load()
    except Exception as exc:  # noqa: BLE001 - Pillow raises many types for unreadable files
        raise MException("MATLAB:imagesci:imread:fileFormat",
                         f"Unable to determine the file format of \"{path}\": {exc}") from None
    cmap: Any = np.zeros((0, 0))
    alpha: Any = np.zeros((0, 0))
    mode = img.mode
    if mode == "P":
        if "transparency" in img.info or nargout < 2:
            rgba = img.convert("RGBA")
            data = np.asarray(rgba)[..., :3] if nargout < 2 else np.asarray(img)
            if nargout > 2:
                alpha = np.asarray(rgba)[..., 3].copy()
            if nargout >= 2:
                cmap = _colormap(img)
        else:
            data, cmap = np.asarray(img), _colormap(img)
    elif mode in ("RGBA", "LA", "PA"):
        arr = np.asarray(img)
        data, alpha = (arr[..., :3], arr[..., 3]) if mode == "RGBA" else (arr[..., 0], arr[..., 1])
        alpha = alpha.copy()
    elif mode == "1":
        data = np.asarray(img).astype(bool)
    elif mode in ("I;16", "I;16B", "I;16L", "I"):
        data = np.asarray(img).astype(np.uint16)
    elif mode in ("L", "RGB"):
        data = np.asarray(img)
    else:
        data = np.asarray(img.convert("RGB"))
    data = np.array(data, order="F")
    if nargout <= 1:
        return data
    return (data, cmap, alpha)[:max(nargout, 1)]


@runtime_builtin(
    summary="Write an image to a file (format from the extension or a format argument).",
    description="A may be m-by-n or m-by-n-by-3: uint8 and uint16 are written as they are, double "
                "and single are taken in [0, 1] and scaled to uint8, logical gives a 1-bit image. "
                "imwrite(X, map, file) writes an indexed image (X of doubles holds one-based "
                "indices, integers zero-based). Options: 'Alpha' (PNG transparency), 'Quality' "
                "(JPEG, 0-100).",
    keywords=["image", "png", "jpeg", "save", "write", "picture"], related=["imread", "imshow", "saveas"],
    signatures=["imwrite(A, filename)", "imwrite(A, map, filename)", "imwrite(___, fmt)",
                "imwrite(___, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:imagesci:imwrite:fileFormat", when="the format cannot be determined"),
            ErrorSpec(identifier="MATLAB:imagesci:imwrite:invalidImageData", when="A is not an image array")],
    examples=[Example(code="f = [tempname '.png'];\nimwrite(rand(4, 5) > 2, f);\nB = imread(f);\n"
                           "fprintf('%s %d %d\\n', class(B), size(B));\ndelete(f);", output="logical 4 5\n")],
)
def imwrite(A: Any, *args: Any) -> None:
    Image = _pil("imwrite")
    rest = list(args)
    cmap = None
    if rest and not (is_char(rest[0]) or is_string(rest[0])):
        cmap = nd(rest.pop(0), objects=True)
        if getattr(cmap, "dtype", None) is None or cmap.dtype.kind not in "biuf" or cmap.ndim != 2 or cmap.shape[1] != 3:
            raise MException("MATLAB:imagesci:imwrite:invalidColormap", "The colormap must be an m-by-3 array.")
        cmap = cmap.astype(np.float64)
    if not rest:
        raise MException("MATLAB:imagesci:imwrite:notEnoughInputs", "Not enough input arguments.")
    path = _text(rest.pop(0), "imwrite", "Filename")
    fmt = None
    if rest and len(rest) % 2 == 1:
        fmt = _text(rest.pop(0), "imwrite", "Format")
    kind = _format(path, fmt, "imwrite")
    if fmt and not os.path.splitext(path)[1]:
        path = f"{path}.{fmt}"
    opts = {option(rest[i]): rest[i + 1] for i in range(0, len(rest), 2)}
    cls = class_name(A)
    a = nd(A, objects=True)
    if getattr(a, "dtype", None) is None or a.dtype.kind not in "biuf" or a.ndim not in (2, 3) or \
            (a.ndim == 3 and a.shape[2] not in (1, 3, 4)):
        raise MException("MATLAB:imagesci:imwrite:invalidImageData",
                         "Image data must be an m-by-n or m-by-n-by-3 numeric or logical array.")
    if a.ndim == 3 and a.shape[2] == 1:
        a = a[..., 0]
    if cmap is not None:
        idx = a.astype(np.float64) - 1 if cls in ("double", "single") else a.astype(np.float64)
        ix = np.ascontiguousarray(np.clip(idx, 0, 255).astype(np.uint8))
        img = Image.frombytes("P", (ix.shape[1], ix.shape[0]), ix.tobytes())
        pal = np.clip(np.round(cmap * 255), 0, 255).astype(np.uint8)
        img.putpalette(pal.ravel().tolist() + [0] * (768 - pal.size))
    else:
        if cls == "logical":
            img = Image.fromarray(np.ascontiguousarray(a.astype(bool)))
        elif cls in ("double", "single"):
            img = Image.fromarray(np.ascontiguousarray(np.round(np.clip(np.nan_to_num(a.astype(np.float64)), 0, 1) * 255)
                                                       .astype(np.uint8)))
        elif cls == "uint16" and a.ndim == 2:
            img = Image.fromarray(np.ascontiguousarray(a.astype(np.uint16)))
        else:
            img = Image.fromarray(np.ascontiguousarray(np.clip(a, 0, 255).astype(np.uint8)))
        if "alpha" in opts and kind == "PNG":
            al = nd(opts["alpha"])
            al = np.round(np.clip(al.astype(np.float64), 0, 1) * 255) if al.dtype.kind == "f" else al
            img = img.convert("RGBA") if img.mode in ("RGB", "L") else img
            img.putalpha(Image.fromarray(np.ascontiguousarray(al.astype(np.uint8))))
    save_kw: dict[str, Any] = {}
    if kind == "JPEG":
        q = values(opts["quality"]) if "quality" in opts else [75.0]
        if len(q) != 1 or isinstance(q[0], complex) or not 0 <= q[0] <= 100:  # ('Quality', []: an IndexError)
            raise MException("MATLAB:imagesci:writejpg:invalidQuality",
                             "QUALITY must be a numeric scalar between 0 and 100.")
        save_kw["quality"] = int(round(q[0]))
        if img.mode not in ("RGB", "L"):
            img = img.convert("RGB")
    try:
        img.save(path, format=kind, **save_kw)
    except OSError as exc:
        raise MException("MATLAB:imagesci:imwrite:fileOpen",
                         f"Unable to open file \"{path}\" for writing: {exc}") from None
    return None
