"""The builtin catalog: ``@runtime_builtin``, ``BuiltinSpec``, ``catalog()``, ``call_builtin``.

Importing it loads neither the library nor pydantic: the models (``BuiltinSpec``,
``Signature``, ``AccelTraits``) load on first use of their names.
"""

from typing import Any

from runmat_accel.errors import PluginError, RegistrationError, RunMatError
from runmat_accel.overloads import Overloaded
from runmat_builtins.catalog import Catalog, UnknownBuiltinError, catalog
from runmat_builtins.decorator import Builtin, BuiltinDefinitionError, runtime_builtin
from runmat_builtins.dispatch import call_builtin, is_builtin
from runmat_builtins.loader import DuplicateBuiltinError
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example

__all__ = [
    "AccelTraits", "Builtin", "BuiltinDefinitionError", "BuiltinSpec", "Catalog", "DuplicateBuiltinError",
    "ErrorSpec", "Example", "MException", "Overloaded", "PluginError", "RegistrationError", "RunMatError", "Signature",
    "UnknownBuiltinError", "call_builtin", "catalog", "is_builtin", "runtime_builtin",
]


def __getattr__(name: str) -> Any:
    if name in ("AccelTraits", "BuiltinSpec", "Signature"):
        from runmat_builtins import model

        return getattr(model, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
