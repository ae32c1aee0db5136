"""tiledlayout/nexttile: grid positions, spans, tile selection, 'flow' regrowth, shared labels."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException


def _tiles(fig):
    return [c for c in fig.children if c.valid and c.type == "axes"]


def test_fixed_grid_positions_row_major(run):
    run("t = tiledlayout(2, 3);\nfor k = 1:6\n  nexttile; plot(1:k);\nend\n")
    pos = np.vstack([a.props["Position"] for a in _tiles(run.root.current)])
    assert pos.shape == (6, 4)
    assert np.all(np.diff(pos[:3, 0]) > 0) and np.allclose(pos[:3, 1], pos[0, 1])  # first row left to right
    assert np.all(pos[3:, 1] < pos[0, 1])  # second row below
    assert np.all(pos[:, :2] >= 0) and np.all(pos[:, 0] + pos[:, 2] <= 1) and np.all(pos[:, 1] + pos[:, 3] <= 1)


def test_span_and_tile_selection(run):
    out = run("tiledlayout(2, 2);\na = nexttile; b = nexttile([1 2]);\n"
              "fprintf('%d\\n', b.Position(3) > 1.5 * a.Position(3));\n"
              "a.Tag = 'first';\nc = nexttile(1);\nfprintf('%d\\n', strcmp(c.Tag, 'first'));\n")
    assert out == "1\n1\n"


def test_flow_regrows_and_label_layout(run):
    out = run("t = tiledlayout('flow');\nfor k = 1:5\n  nexttile; plot(1:k);\nend\n"
              "fprintf('%d %d\\n', t.GridSize);\ntitle(t, 'All');\nxlabel(t, 'x');\n"
              "fprintf('%s|%s\\n', t.Title.String, t.XLabel.String);\n")
    assert out == "2 3\nAll|x\n"


def test_tile_spacing_change_relayouts(run):
    run("t = tiledlayout(1, 2);\nnexttile; nexttile;\n")
    before = _tiles(run.root.current)[0].props["Position"].copy()
    run.more("t.TileSpacing = 'none';\n")
    after = _tiles(run.root.current)[0].props["Position"]
    assert after[0, 2] > before[0, 2]


def test_nexttile_without_layout_and_errors(run):
    out = run("ax = nexttile; plot(ax, 1:3);\nfprintf('%d\\n', isgraphics(ax));\n")
    assert out == "1\n"
    with pytest.raises(MException) as ei:
        run("tiledlayout(2, 2); nexttile(5);")
    assert ei.value.identifier == "MATLAB:nexttile:InvalidTileNumber"
    with pytest.raises(MException) as ei:
        run("tiledlayout(0, 2);")
    assert ei.value.identifier == "MATLAB:tiledlayout:InvalidGridSize"


def test_tiled_png_has_every_tile(run, tmp_path):
    from matplotlib import image

    png = tmp_path / "t.png"
    run(f"tiledlayout(2, 2);\nfor k = 1:4\n  nexttile; plot(1:10, (1:10) * k, 'k', 'LineWidth', 2);\nend\nsaveas(gcf, '{png}');\n")
    img = image.imread(str(png))[..., :3]
    h, w = img.shape[:2]
    quads = [img[:h // 2, :w // 2], img[:h // 2, w // 2:], img[h // 2:, :w // 2], img[h // 2:, w // 2:]]
    assert all(np.sum(np.all(q < 0.2, axis=-1)) > 50 for q in quads)
