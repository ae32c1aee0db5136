"""Numeric helpers every builtin author shares: MATLAB's class rules, casts with integer
saturation, implicit expansion and elementwise application (all parameterized by ``xp``)."""

from runmat_builtins.lazy import lazy_exports

# submodule -> its names, each submodule loaded on first use of one of them (the VM's start-up
# needs the class tables, a builtin body the casts and the elementwise helpers)
lazy_exports(__name__, {
    "classes": ("ARITH_CLASSES", "arith_class", "DTYPES", "FLOAT_CLASSES", "INT_CLASSES", "INT_LIMITS", "NUMERIC_CLASSES",
                "class_name", "is_complex", "mixed_classes", "require_class", "result_class", "undefined"),
    "convert": ("NOLOGICALNAN", "NOLOGICALNAN_MSG", "cast_to", "round_half_away", "to_logical", "to_numeric"),
    "elementwise": ("elementwise_binary", "elementwise_unary", "finish", "is_complex_value", "narrow"),
    "shapes": ("align", "check_broadcast", "size_mismatch"),
})

__all__ = [
    "ARITH_CLASSES", "DTYPES", "arith_class", "FLOAT_CLASSES", "INT_CLASSES", "INT_LIMITS", "NOLOGICALNAN",
    "NOLOGICALNAN_MSG", "NUMERIC_CLASSES", "align", "cast_to", "check_broadcast", "class_name",
    "elementwise_binary", "elementwise_unary", "finish", "is_complex", "is_complex_value",
    "mixed_classes", "narrow", "require_class", "result_class", "round_half_away", "size_mismatch", "to_logical",
    "to_numeric", "undefined",
]

# IEEE exceptions (1/0, log(0), sin(Inf)) are silent in MATLAB: keep NumPy's RuntimeWarnings
# raised from builtin bodies off the user's stderr.
import warnings as _warnings

_warnings.filterwarnings("ignore", category=RuntimeWarning, module=r"runmat_builtins(\.|$)")
