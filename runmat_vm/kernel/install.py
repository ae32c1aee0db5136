"""The kernelspec "RunMat (MATLAB)": written by ``runmat kernel install``."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

KERNEL_NAME = "runmat"
DISPLAY_NAME = "RunMat (MATLAB)"


def kernel_json(python: str | None = None, figure_format: str | None = None) -> dict:
    """The kernel.json: this interpreter runs ``-m runmat_vm.kernel``; ``figure_format``
    (png, svg or png,svg) is how inline figures are sent (RUNMAT_INLINE_FORMAT)."""
    spec: dict = {
        "argv": [python or sys.executable, "-m", "runmat_vm.kernel", "-f", "{connection_file}"],
        "display_name": DISPLAY_NAME,
        "language": "matlab",
        "interrupt_mode": "signal",
        "metadata": {"debugger": True},
    }
    if figure_format:
        spec["env"] = {"RUNMAT_INLINE_FORMAT": figure_format}
    return spec


def install(user: bool = False, prefix: str | None = None, figure_format: str | None = None) -> str:
    """Install the kernelspec (system-wide, ``--user`` or under ``prefix``); returns its folder."""
    from jupyter_client.kernelspec import KernelSpecManager

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / KERNEL_NAME
        folder.mkdir()
        (folder / "kernel.json").write_text(json.dumps(kernel_json(figure_format=figure_format), indent=2) + "\n", encoding="utf-8")
        return KernelSpecManager().install_kernel_spec(str(folder), KERNEL_NAME, user=user, prefix=prefix)
