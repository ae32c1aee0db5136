#!/usr/bin/env python3
"""The boundary checker's command line; the rules live in runmat_builtins.testing.check_boundary
(installed with runmat, so `runmat lint-plugin` works outside a source checkout too)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # a checkout that was never installed

from runmat_builtins.testing import check_boundary as _impl  # noqa: E402

if __name__ == "__main__":
    sys.exit(_impl.main())
sys.modules[__name__] = _impl
