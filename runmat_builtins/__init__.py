"""The builtin catalog: ``@runtime_builtin``, ``BuiltinSpec``, ``catalog()``, ``call_builtin``."""

from runmat_builtins.catalog import Catalog, UnknownBuiltinError, catalog
from runmat_builtins.decorator import Builtin, BuiltinDefinitionError, runtime_builtin
from runmat_builtins.dispatch import call_builtin, is_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import AccelTraits, BuiltinSpec, ErrorSpec, Example, Signature

__all__ = [
    "AccelTraits", "Builtin", "BuiltinDefinitionError", "BuiltinSpec", "Catalog", "ErrorSpec",
    "Example", "MException", "Signature", "UnknownBuiltinError", "call_builtin", "catalog",
    "is_builtin", "runtime_builtin",
]
