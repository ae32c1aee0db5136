"""figure, plot, hold, close, ...: graphics that RunMat does not have.

Scripts written for MATLAB often open figures; failing loudly with one stable
identifier (``RunMat:graphics:unsupported``) is better than a misleading
"Unrecognized function" error, and ``try``/``catch`` or
``warning``-free wrappers can test for it.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example

CATEGORY = "lang/graphics"
IDENTIFIER = "RunMat:graphics:unsupported"

NAMES = ("figure", "close", "hold", "plot", "plot3", "subplot", "axis", "xlabel", "ylabel", "zlabel",
         "title", "legend", "grid", "drawnow", "clf", "gcf", "gca", "surf", "mesh", "scatter", "bar",
         "histogram", "colorbar", "colormap", "saveas", "semilogx", "semilogy", "loglog", "imagesc",
         "contour", "xlim", "ylim", "zlim")


def _stub(name: str) -> Any:
    def unsupported(*args: Any, nargout: int) -> Any:
        raise MException(IDENTIFIER, f"Graphics are not supported in RunMat: '{name}' has no "
                                     "plotting backend to draw on.")

    unsupported.__name__ = name
    return unsupported


for _name in NAMES:
    runtime_builtin(
        name=_name,
        category=CATEGORY,
        summary=f"Graphics command '{_name}': not supported in RunMat (raises {IDENTIFIER}).",
        keywords=["graphics", "plot", "figure", "unsupported"],
        related=[n for n in ("figure", "plot", "close") if n != _name],
        signatures=[f"{_name}(ARGS)", f"H = {_name}(ARGS)"],
        errors=[ErrorSpec(identifier=IDENTIFIER, when="always: RunMat has no graphics")],
        examples=[Example(code=f"try\n  {_name}\ncatch e\n  disp(e.identifier)\nend",
                          output=f"{IDENTIFIER}\n")],
        output_mode="nargout",
        effects=["io"],
    )(_stub(_name))
