"""Text formatting shared by builtins and the VM: ``sprintf``, ``num2str``, ``mat2str``, ``int2str``.

Semantics are MATLAB's; layouts that MATLAB leaves open follow Octave 7.3. ``num2str`` and
``int2str`` return ``str`` for one row and a list of equal-length row strings for several.
"""

from runmat_builtins.lazy import lazy_exports

# each submodule loads on first use of one of its names (fprintf needs no num2str)
lazy_exports(__name__, {"numstr": ("int2str", "mat2str", "num2str"), "printf": ("sprintf",)})

__all__ = ["int2str", "mat2str", "num2str", "sprintf"]
