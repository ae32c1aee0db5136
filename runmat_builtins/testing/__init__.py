"""The plugin authoring kit: checks that need no VM (the VM-bound fixtures live in
:mod:`runmat_vm.testing`, the pytest plugin, because builtins may not import the VM).

``check_builtin(name, run_m=...)`` validates one builtin like ``torch.library.opcheck``;
``fake_distribution`` builds an installed-looking distribution for plugin-host tests;
``lint_plugin`` runs the boundary checker in plugin mode.
"""

from runmat_builtins.testing.boundary import BoundaryCheckerMissing, lint_plugin
from runmat_builtins.testing.check import BuiltinCheckError, CheckReport, check_builtin
from runmat_builtins.testing.fakedist import fake_distribution

__all__ = ["BoundaryCheckerMissing", "BuiltinCheckError", "CheckReport", "check_builtin",
           "fake_distribution", "lint_plugin"]
