"""Log axes get positive automatic limits (whole decades) and draw their data; figure paper
properties and scatter's marker alphas are accepted and rendered."""

from __future__ import annotations

import numpy as np
import pytest


@pytest.mark.parametrize("code, axis, expected", [
    ("semilogy(1:10, exp(1:10));", "ylim", [1.0, 1e5]),
    ("loglog(logspace(0, 3, 20), 1 ./ logspace(0, 3, 20));", "xlim", [1.0, 1e3]),
    ("loglog(logspace(0, 3, 20), 1 ./ logspace(0, 3, 20));", "ylim", [1e-3, 1.0]),
    ("semilogx([0 0.5 2 30], [1 2 3 4]);", "xlim", [0.1, 100.0]),
    ("plot(1:3, [2 3 5]); set(gca, 'YScale', 'log');", "ylim", [1.0, 10.0]),
])
def test_log_axis_auto_limits_are_positive_decades(run, code, axis, expected):
    out = run(code + f"\nl = {axis};\nfprintf('%g %g\\n', l);\n")
    assert [float(v) for v in out.split()] == pytest.approx(expected)


def _ink(path) -> int:
    """Pixels in the axes area that are neither white nor the figure's grey."""
    from matplotlib import image

    img = image.imread(str(path))[..., :3]
    h, w = img.shape[:2]
    inner = img[int(h * 0.15):int(h * 0.85), int(w * 0.2):int(w * 0.85)]
    return int(np.sum(np.any(inner < 0.85, axis=-1)))


def test_semilogy_png_is_not_blank(run, tmp_path):
    png = tmp_path / "s.png"
    run(f"x = logspace(0, 3, 50);\nsemilogy(x, x.^2);\nsaveas(gcf, '{png}');\n")
    assert _ink(png) > 200


def test_figure_paper_properties_and_scatter_alphas(run, tmp_path):
    png = tmp_path / "a.png"
    out = run("f = figure('PaperPosition', [0 0 4 3], 'PaperUnits', 'inches');\n"
              "s = scatter(1:5, 1:5, 200, 'filled', 'MarkerEdgeAlpha', 0.3, 'MarkerFaceAlpha', 0.4);\n"
              f"saveas(f, '{png}');\n"
              "fprintf('%g ', f.PaperPosition, s.MarkerEdgeAlpha, s.MarkerFaceAlpha); fprintf('%s\\n', f.PaperUnits);\n")
    assert out == "0 0 4 3 0.3 0.4 inches\n"
    from matplotlib import image

    img = image.imread(str(png))[..., :3]
    bluish = img[(img[..., 2] - img[..., 0]) > 0.15]
    assert bluish.size and bluish[:, 0].min() > 0.4  # over white, a solid marker's red would be 0
