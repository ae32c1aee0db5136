"""Text formatting shared by builtins and the VM: ``sprintf``, ``num2str``, ``mat2str``, ``int2str``.

Semantics are MATLAB's; layouts that MATLAB leaves open follow Octave 7.3. ``num2str`` and
``int2str`` return ``str`` for one row and a list of equal-length row strings for several.
"""

from runmat_builtins.format.numstr import int2str, mat2str, num2str
from runmat_builtins.format.printf import sprintf

__all__ = ["int2str", "mat2str", "num2str", "sprintf"]
