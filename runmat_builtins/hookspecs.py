"""pluggy hook specifications for builtin plugins (entry-point group ``runmat.builtins``).

Providers have their own specs in :mod:`runmat_accel.hookspecs`; both share the
pluggy project name ``runmat`` so one ``hookimpl`` marker serves either.
"""

from __future__ import annotations

import pluggy

PROJECT = "runmat"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


class BuiltinPluginSpecs:
    """Hooks the builtin-plugin loader calls, in this order, once per plugin."""

    @hookspec
    def runmat_register_builtins(self) -> list[str] | None:
        """Import (and so register) the plugin's builtin modules; may return the module names.

        Importing the entry point's module already registers any ``@runtime_builtin``
        it defines; this hook is for plugins that keep builtins in submodules.
        """
        raise NotImplementedError
