"""The figure model behind real plotting scripts: hold, subplots, labels, legends, handles."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException


def _axes(fig):
    return [c for c in fig.children if c.valid and c.type == "axes"]


def test_hold_on_keeps_lines_and_cycles_colors(run):
    run("x = linspace(0, 1, 5);\nfigure;\nplot(x, x);\nhold on\nplot(x, x.^2, 'r--');\n"
        "plot(x, x.^3, 'LineWidth', 2, 'DisplayName', 'cube');\nhold off\n")
    fig = run.root.current
    (ax,) = _axes(fig)
    lines = ax.data_children()
    assert [c.type for c in lines] == ["line"] * 3
    x = np.linspace(0, 1, 5).reshape(1, -1)
    np.testing.assert_allclose(lines[0].props["XData"], x)
    np.testing.assert_allclose(lines[1].props["YData"], x ** 2)
    np.testing.assert_allclose(lines[2].props["YData"], x ** 3)
    np.testing.assert_allclose(lines[0].props["Color"], [[0, 0.447, 0.741]])
    np.testing.assert_allclose(lines[1].props["Color"], [[1, 0, 0]])
    assert lines[1].props["LineStyle"] == "--"
    assert lines[2].props["LineWidth"] == 2.0 and lines[2].props["DisplayName"] == "cube"
    assert ax.props["NextPlot"] == "replace"  # hold off


def test_plot_without_hold_replaces_and_resets_title(run):
    out = run("plot(1:3); title('first');\nplot(4:6);\nax = gca;\n"
              "disp(numel(ax.Children))\ndisp(isempty(ax.Title.String))\n")
    assert out == "1\n1\n"


def test_plot_forms_and_matrix_columns(run):
    out = run("h = plot([1 2 3], [4 5 6; 7 8 9]');\ndisp(size(h))\ndisp(h(2).YData)\n"
              "h = plot(1:3, 'o');\ndisp(h.LineStyle)\ndisp(h.Marker)\n"
              "h = plot(1:2, 3:4, 'g', 5:6, 7:8, 'k:');\ndisp(numel(h))\ndisp(h(2).LineStyle)\n"
              "h = plot([1+2i 3+4i]);\ndisp(h.YData)\n")
    assert out == "   2   1\n   7   8   9\nnone\no\n2\n:\n   2   4\n"


def test_plot_errors_are_matlab_errors(run):
    with pytest.raises(MException) as e:
        run("plot(1:3, 1:4)")
    assert e.value.identifier == "MATLAB:plot:VectorsMismatch"
    with pytest.raises(MException) as e:
        run("h = plot(1:3); h.NoSuchThing = 2;")
    assert e.value.identifier == "MATLAB:class:InvalidProperty"
    with pytest.raises(MException) as e:
        run("f = figure; close(f); f.Name = 'x';")
    assert e.value.identifier == "MATLAB:class:InvalidHandle"


def test_subplot_grid_titles_and_reuse(run):
    out = run("figure;\nfor k = 1:6\n  ax(k) = subplot(2, 3, k);\n  plot(1:k);\n  title(sprintf('plot %d', k));\nend\n"
              "f = gcf;\ndisp(numel(f.Children))\nsubplot(2, 3, 2);\ndisp(numel(f.Children))\n"
              "a = gca;\ndisp(a.Title.String)\n")
    assert out == "6\n6\nplot 2\n"
    fig = run.root.current
    axes = _axes(fig)
    assert len(axes) == 6
    titles = sorted(a.props["Title"].props["String"] for a in axes)
    assert titles == [f"plot {k}" for k in range(1, 7)]
    left_top = [a for a in axes if a.extra["cell"] == (2, 3, (1,))][0]
    pos = left_top.props["Position"].ravel()
    assert pos[0] < 0.2 and pos[1] > 0.5  # top-left cell


def test_subplot_spanning_replaces_overlapping_axes(run):
    run("subplot(2, 2, 1); plot(1:3);\nsubplot(2, 2, 2); plot(1:3);\nsubplot(2, 2, [3 4]); plot(3:-1:1);\n")
    fig = run.root.current
    assert len(_axes(fig)) == 3
    run.more("subplot(1, 1, 1);")
    assert len(_axes(fig)) == 1


def test_labels_legend_and_grid(run):
    out = run("plot(1:3, 'DisplayName', 'a'); hold on; plot(3:-1:1); plot([2 2 2]);\n"
              "xlabel('time'); ylabel('value'); title('T', 'sub'); zlabel('z');\n"
              "lgd = legend('Location', 'best');\n"
              "disp(strjoin(lgd.String, '|'))\n"
              "legend({'one', 'two'});\nlgd = legend;\ndisp(strjoin(lgd.String, '|'))\n"
              "grid on; box on\nax = gca;\ndisp([ax.XGrid ax.Box])\n"
              "legend off\ndisp(isempty(ax.Legend))\n")
    assert out == "a|data2|data3\none|two\nonon\n1\n"
    ax = run.root.current.props["CurrentAxes"]
    assert ax.props["XLabel"].props["String"] == "time"
    assert ax.props["YLabel"].props["String"] == "value"
    assert ax.props["Title"].props["String"] == "T"
    assert ax.props["Subtitle"].props["String"] == "sub"
    assert [c.props["DisplayName"] for c in ax.data_children()][:2] == ["one", "two"]


def test_legend_autoupdate_takes_later_plots(run):
    out = run("plot(1:3); hold on;\nlegend('first');\nplot(2:4, 'DisplayName', 'second');\n"
              "lgd = legend;\ndisp(strjoin(lgd.String, '|'))\n")
    assert out == "first|second\n"


def test_set_get_case_insensitive_and_handles_in_structs(run):
    out = run(
              "s.line = plot(1:3);\ns.fig = gcf;\nset(s.line, 'linewidth', 3, 'COLOR', 'm');\n"
              "disp(get(s.line, 'LineWidth'))\ndisp(s.line.color)\n"
              "s.line.Marker = 's';\ndisp(s.line.Marker)\n"
              "v = get(s.line, {'LineWidth', 'Marker'});\ndisp(class(v))\ndisp(size(v))\n"
              "p = get(s.line);\ndisp(isfield(p, 'YData'))\n"
              "set(s.fig, 'Name', 'Report');\ndisp(s.fig.Name)\n"
              "ax = gca;\ndisp(class(ax.Parent))\ndisp(ax.XLim(2))\n")
    assert out == ("3\n   1   0   1\nsquare\ncell\n   1   2\n1\nReport\nmatlab.ui.Figure\n3\n")
    line = run.root.current.props["CurrentAxes"].data_children()[0]
    assert line.props["LineWidth"] == 3.0 and line.props["Marker"] == "square"


def test_handle_arrays_index_and_grow(run):
    out = run("h = plot(magic(3));\nh(2).LineStyle = ':';\ndisp(h(2).LineStyle)\ndisp(h(1).LineStyle)\n"
              "g = gobjects(1, 2);\ng(1) = plot(1:2); hold on; g(2) = plot(2:3);\n"
              "disp(isgraphics(g))\ndisp(class(g))\n"
              "k = h([1 3]);\ndisp(size(k))\n")
    assert out == ":\n-\n  1  1\nmatlab.graphics.chart.primitive.Line\n   2   1\n"


def test_close_all_and_figure_numbers(run):
    out = run("f1 = figure; f2 = figure; figure(10);\ndisp(f2.Number)\ndisp(get(gcf, 'Number'))\n"
              "close(f1)\ndisp(isgraphics(f1))\ndisp(ishandle(10))\nclose all\n"
              "disp(isempty(get(groot, 'Children')))\ndisp(isgraphics(f2))\nf = figure;\ndisp(f.Number)\n")
    assert out == "2\n10\n0\n1\n1\n0\n1\n"
    assert list(run.root.figures) == [1]


def test_hold_forms_and_ishold(run):
    out = run("ax = axes;\nhold(ax, 'on')\ndisp(ishold(ax))\nhold\ndisp(ishold)\nhold toggle\ndisp(ishold)\n")
    assert out == "1\n0\n1\n"


def test_axis_and_limits(run):
    out = run("plot([1 4], [2 3]);\ndisp(xlim)\ndisp(ylim)\naxis([0 5 -1 4]);\ndisp(axis)\n"
              "xlim([-Inf 10]);\ndisp(xlim)\naxis equal\nax = gca;\ndisp(ax.DataAspectRatioMode)\n"
              "axis off\ndisp(ax.Visible)\nxlim auto\ndisp(ax.XLimMode)\n")
    assert out == ("   1   4\n   2   3\n   0   5  -1   4\n    0   10\nmanual\noff\nauto\n")


def test_histogram_counts_live_in_the_object(run):
    out = run("data = [1 1 2 3 3 3 4];\nh = histogram(data, [0.5 1.5 2.5 3.5 4.5]);\n"
              "disp(h.Values)\ndisp(h.BinEdges)\nh.Normalization = 'probability';\ndisp(sum(h.Values))\n"
              "h2 = histogram(randn(500, 1), 'NumBins', 7);\ndisp(h2.NumBins)\ndisp(sum(h2.Values))\n")
    assert out == "   2   1   3   1\n   0.5000   1.5000   2.5000   3.5000   4.5000\n1\n7\n500\n"


def test_surfaces_images_and_colormaps(run):
    out = run("[X, Y] = meshgrid(1:4, 1:3);\nh = surf(X, Y, X .* Y);\n[az, el] = view;\ndisp([az el] == [-37.5 30])\n"
              "disp(size(h.CData))\ncolormap(hot(8));\ndisp(size(colormap))\n"
              "figure; imagesc([1 2; 3 4]); cb = colorbar;\nax = gca;\ndisp(ax.CLim)\ncaxis([0 10]);\ndisp(cb.Location)\n"
              "disp(class(parula))\ndisp(size(jet))\n")
    assert out == "  1  1\n   3   4\n   8   3\n   1   4\neastoutside\ndouble\n   256     3\n"


def test_graphics_handle_display(run):
    out = run("f = figure")
    assert out.startswith("f = \n\n  Figure (1) with properties:\n\n      Number: 1\n")
    assert "Show all properties" in out
    out = run("h = plot(1:3)")
    assert "  Line with properties:" in out and "XData: [1 2 3]" in out


def test_sessions_do_not_share_figures(run):
    from runmat_vm import Session
    import io

    run("figure; figure; plot(1:3);")
    other = Session(stdout=io.StringIO(), stderr=io.StringIO())
    other.run("figure;")
    assert len(run.root.figures) == 2
    assert len(other.ctx.state["graphics"].figures) == 1


def test_text_annotation_and_primitives(run):
    out = run("t = text([1 2], [3 4], {'a', 'b'});\ndisp(size(t))\ndisp(t(2).String)\n"
              "l = line([0 1], [1 0], 'Color', 'k');\ndisp(class(l))\n"
              "a = annotation('arrow', [0.1 0.2], [0.1 0.2]);\ndisp(class(a))\n"
              "p = patch('Faces', [1 2 3], 'Vertices', [0 0; 1 0; 0 1], 'FaceColor', 'g');\ndisp(p.FaceColor)\n")
    assert out == "   2   1\nb\nmatlab.graphics.primitive.Line\nmatlab.graphics.shape.Arrow\n   0   1   0\n"


def test_report_touches_sgtitle_reference_lines_and_ticks(run):
    out = run("subplot(1, 2, 1); plot(1:10);\nxl = xline(5, '--r', 'limit');\nyl = yline([2 8]);\n"
              "xticks([0 5 10]); xticklabels({'lo', 'mid', 'hi'});\nt = sgtitle('Overview');\n"
              "disp(xl.Value)\ndisp(numel(yl))\ndisp(xticks)\nL = xticklabels;\ndisp(L{3})\ndisp(t.String)\n"
              "ax = gca;\ndisp(ax.YLim)\n")
    assert out == "5\n2\n    0    5   10\nhi\nOverview\n    1   10\n"  # reference lines leave limits alone
    fig = run.root.current
    assert fig.extra["sgtitle"].props["String"] == "Overview"
    ax = fig.props["CurrentAxes"]
    assert [c.type for c in ax.data_children()] == ["line", "constantline", "constantline", "constantline"]


def test_clf_cla_and_hold_before_any_figure(run):
    out = run("hold on\nplot(1:3); plot(2:4);\nax = gca;\ndisp(numel(ax.Children))\ncla\n"
              "disp(numel(ax.Children))\nclf\nf = gcf;\ndisp(numel(f.Children))\ndisp(isgraphics(ax))\n")
    assert out == "2\n0\n0\n0\n"


def test_handle_display_shows_non_finite_data_as_matlab_does(run):
    # MATLAB prints Inf, -Inf and NaN in a property list (a fuzz case ended in an OverflowError)
    out = run("p = patch(0, Inf)")
    assert "YData: [Inf]" in out
    assert "YData: [-Inf]" in run("p = patch(0, -Inf)")
    assert "YData: [NaN]" in run("p = patch(0, NaN)")


@pytest.mark.parametrize("code", ["text(4, 3, false(0, 1), 'rows')", 'text(-1e308, single([]), 402389, "")',
                                  "text([1 2], 3, 'a')"])
def test_text_coordinates_of_different_lengths_are_an_input_error(run, code: str) -> None:
    # MATLAB's text takes X, Y (and Z) vectors of one length
    with pytest.raises(MException) as e:
        run(code)
    assert e.value.identifier == "MATLAB:text:InvalidInput"


def test_text_with_matching_vectors_makes_one_object_each(run):
    run("h = text([1 2], [3 4], 'a');")
    ax = _axes(run.root.current)[0]
    assert [c.type for c in ax.children if c.valid].count("text") == 2


@pytest.mark.parametrize("code", ["patch([1 2 3], [1 2], 'r')", "fill([1 2 3], [1 2], 'r')",
                                  "patch('Faces', [1 2 5], 'Vertices', [0 0; 1 0; 0 1])",
                                  "patch('Faces', [1 2 1.5], 'Vertices', [0 0; 1 0; 0 1])"])
def test_patch_data_that_does_not_fit_is_an_input_error(run, code: str) -> None:
    # MATLAB: "Vectors must be the same length."; faces index rows of the vertices
    with pytest.raises(MException) as e:
        run(code)
    assert e.value.identifier.endswith(":InvalidData")


def test_patch_faces_padded_with_nan(run):
    run("p = patch('Faces', [1 2 3 4; 1 2 3 NaN], 'Vertices', [0 0; 1 0; 1 1; 0 1]);")
    (p,) = [c for c in _axes(run.root.current)[0].children if c.valid and c.type == "patch"]
    np.testing.assert_array_equal(p.props["XData"], [[0, 0], [1, 1], [1, 1], [0, np.nan]])
