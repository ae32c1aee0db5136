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


LOGO_SVG = Path(__file__).parent / "resources" / "logo-svg.svg"


def write_logos(folder: Path) -> None:
    """The launcher's icons: logo-svg.svg, and logo-64x64.png / logo-32x32.png drawn from the
    same shape (an orange rounded square with a white M) when matplotlib is there."""
    (folder / "logo-svg.svg").write_bytes(LOGO_SVG.read_bytes())
    try:
        from matplotlib.figure import Figure
        from matplotlib.patches import FancyBboxPatch
    except ImportError:
        return
    for size in (64, 32):
        fig = Figure(figsize=(1, 1), dpi=size)
        fig.patch.set_alpha(0)
        ax = fig.add_axes((0, 0, 1, 1))
        ax.set_xlim(0, 64)
        ax.set_ylim(64, 0)
        ax.axis("off")
        ax.add_patch(FancyBboxPatch((2, 2), 60, 60, boxstyle="round,pad=0,rounding_size=12", color="#d9601c"))
        ax.plot([12, 24, 32, 40, 52], [46, 18, 34, 18, 46], color="white",
                linewidth=6 * 72 / 64,  # the SVG's 6 of 64 units, in points
                solid_joinstyle="round", solid_capstyle="round")
        fig.savefig(folder / f"logo-{size}x{size}.png", dpi=size, transparent=True)


def install(user: bool = False, prefix: str | None = None, figure_format: str | None = None) -> str:
    """Install the kernelspec (system-wide, ``--user`` or under ``prefix``); returns its folder."""
    from jupyter_client.kernelspec import KernelSpecManager

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / KERNEL_NAME
        folder.mkdir()
        (folder / "kernel.json").write_text(json.dumps(kernel_json(figure_format=figure_format), indent=2) + "\n", encoding="utf-8")
        write_logos(folder)
        return KernelSpecManager().install_kernel_spec(str(folder), KERNEL_NAME, user=user, prefix=prefix)
