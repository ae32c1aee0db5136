"""pluggy hook specifications for acceleration providers (group ``runmat.providers``)."""

from __future__ import annotations

import pluggy

from runmat_accel.provider import ProviderEntry

PROJECT = "runmat"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


class ProviderSpecs:
    @hookspec
    def runmat_register_providers(self) -> list[ProviderEntry]:
        """Return the providers this plugin offers (built lazily, on selection)."""
        raise NotImplementedError
