"""savefig/openfig: the figure model survives a round trip (plots, titles, legends, layouts),
opened figures get new numbers, 'reuse' and 'invisible', and the errors for bad files."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException


def test_round_trip_keeps_plots_labels_and_legend(run, tmp_path):
    f = tmp_path / "a.fig"
    out = run("x = 0:4;\nplot(x, x.^2, 'r--', 'LineWidth', 2); hold on; plot(x, x);\ntitle('T'); xlabel('X');\n"
              f"legend('sq', 'lin');\nn0 = numel(get(gca, 'Children'));\nsavefig('{f}');\nclose all\ng = openfig('{f}');\nax = gca;\n"
              "fprintf('%s %s %d\\n', ax.Title.String, ax.XLabel.String, numel(ax.Children) == n0);\n"
              "l = ax.Children(end); fprintf('%s %g\\n', l.LineStyle, l.LineWidth);\n"
              "lg = ax.Legend; disp(strjoin(lg.String, ','));\n")
    assert out == "T X 1\n-- 2\nsq,lin\n"
    lines = [c for c in run.root.current.children[0].children if c.type == "line"]
    assert np.allclose(lines[0].props["YData"], [[0, 1, 4, 9, 16]])


def test_opened_figures_get_new_numbers_and_reuse(run, tmp_path):
    f = tmp_path / "b"
    out = run(f"plot(1:3);\nsavefig(gcf, '{f}');\ng = openfig('{f}.fig');\nh = openfig('{f}.fig', 'reuse', 'invisible');\n"
              "fprintf('%d %d %s\\n', g.Number, h.Number, g.Visible);\nk = openfig('" + str(f) + ".fig', 'invisible');\n"
              "fprintf('%d %s\\n', k.Number, k.Visible);\n")
    assert out == "2 2 on\n3 off\n"


def test_tiled_layout_round_trip_and_png(run, tmp_path):
    f, png = tmp_path / "t.fig", tmp_path / "t.png"
    run(f"t = tiledlayout(1, 2); title(t, 'L');\nnexttile; plot(1:3);\nnexttile; semilogy(1:3, [1 10 100]);\n"
        f"savefig('{f}');\nclose all\nopenfig('{f}');\nsaveas(gcf, '{png}');\n")
    fig = run.root.current
    assert len([c for c in fig.children if c.type == "axes"]) == 2
    assert fig.extra["sgtitle"].props["String"] == "L" and png.exists()


def test_errors(run, tmp_path):
    with pytest.raises(MException) as ei:
        run(f"openfig('{tmp_path / 'missing.fig'}');")
    assert ei.value.identifier == "MATLAB:openfig:FileNotFound"
    bad = tmp_path / "bad.fig"
    bad.write_bytes(b"not a figure")
    with pytest.raises(MException) as ei:
        run(f"openfig('{bad}');")
    assert ei.value.identifier == "MATLAB:openfig:InvalidFile"
    with pytest.raises(MException) as ei:
        run(f"plot(1:3); savefig(gca, '{tmp_path / 'x.fig'}');")
    assert ei.value.identifier == "MATLAB:savefig:InvalidHandle"
