"""Writing figures to files (saveas, print, exportgraphics), headless scripts through the CLI,
and the lazy matplotlib import (start-up without it, a clear error when it is missing)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from runmat_builtins.errors import MException

pytest.importorskip("matplotlib")

REPO = Path(__file__).resolve().parents[2]
RUNMAT = REPO / ".venv" / "bin" / "runmat"

SCRIPT = """
x = linspace(0, 2*pi, 60);
fig = figure('Visible', 'off', 'Name', 'demo');
subplot(2, 2, 1);
plot(x, sin(x), 'r-', 'LineWidth', 2); hold on
plot(x, cos(x), 'b--o', 'MarkerSize', 3);
legend('sin', 'cos', 'Location', 'southwest'); title('lines'); xlabel('x'); ylabel('y'); grid on
subplot(2, 2, 2);
bar([3 5 2; 1 2 3]); hold on; errorbar(1:2, [4 4], [0.5 1], 'k.');
subplot(2, 2, 3);
[X, Y] = meshgrid(-2:0.25:2);
Z = X .* exp(-X.^2 - Y.^2);
surf(X, Y, Z); colormap(jet); colorbar; view(45, 30)
subplot(2, 2, 4);
imagesc(magic(6)); axis image; colorbar; title('magic')
"""


PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def assert_png(path: Path) -> None:
    """A real rendered PNG: the signature, a positive IHDR size, more than a few bytes."""
    data = path.read_bytes()
    assert len(data) > 1000, f"{path} is too small to be a rendered figure"
    assert data[:8] == PNG_MAGIC, f"{path} is not a PNG file"
    assert int.from_bytes(data[16:20], "big") > 0 and int.from_bytes(data[20:24], "big") > 0


def test_saveas_print_exportgraphics_write_pngs(run, tmp_path):
    a, b, c, d = (tmp_path / n for n in ("a.png", "b.png", "c", "d.png"))
    run(SCRIPT + f"saveas(fig, '{a}');\nprint(fig, '-dpng', '-r60', '{b}');\nprint('{c}', '-dpng');\n"
        f"exportgraphics(gca, '{d}', 'Resolution', 72);\n")
    for p in (a, b, tmp_path / "c.png", d):
        assert_png(p)
    assert not c.exists()  # print added the extension
    assert run.err == ""


def test_print_resolution_sets_pixel_size(run, tmp_path):
    small, large = tmp_path / "s.png", tmp_path / "l.png"
    run(f"plot(1:10);\nprint('-dpng', '-r50', '{small}');\nprint('-dpng', '-r100', '{large}');\n")
    w = [int.from_bytes(p.read_bytes()[16:20], "big") for p in (small, large)]
    assert w[1] == 2 * w[0]


def test_other_formats_by_extension_and_name(run, tmp_path):
    run(f"plot(1:3); title('x');\nsaveas(gcf, '{tmp_path / 'f.pdf'}');\nsaveas(gcf, '{tmp_path / 'g'}', 'svg');\n"
        f"saveas(gcf, '{tmp_path / 'h.jpg'}');\nprint -depsc {tmp_path / 'i'}\n")
    assert (tmp_path / "f.pdf").read_bytes()[:4] == b"%PDF"
    assert b"<svg" in (tmp_path / "g.svg").read_bytes()[:2000]
    assert (tmp_path / "h.jpg").read_bytes()[:2] == b"\xff\xd8"
    assert (tmp_path / "i.eps").read_bytes()[:4] == b"%!PS"


def test_unsupported_format_and_missing_folder_are_matlab_errors(run, tmp_path):
    with pytest.raises(MException) as e:
        run(f"plot(1:3); saveas(gcf, '{tmp_path / 'x.fig'}');")
    assert e.value.identifier == "RunMat:saveas:unsupportedFormat"
    with pytest.raises(MException) as e:
        run(f"plot(1:3); saveas(gcf, '{tmp_path / 'no' / 'x.png'}');")
    assert e.value.identifier == "RunMat:graphics:cannotWrite"
    with pytest.raises(MException) as e:
        run("plot(1:3); print('-dpng');")
    assert e.value.identifier == "RunMat:print:noPrinter"


def test_every_plot_type_renders(run, tmp_path):
    out = tmp_path / "all.png"
    run("figure;\nsubplot(3, 3, 1); stairs(1:5); hold on; stem(1:5, 'filled');\n"
        "subplot(3, 3, 2); area([1 2; 2 3; 3 1]);\n"
        "subplot(3, 3, 3); fill([0 1 0.5], [0 0 1], 'g'); patch([1 2 2], [0 0 1], [0.5 0.5 1]);\n"
        "subplot(3, 3, 4); histogram(randn(200, 1), 'Normalization', 'pdf');\n"
        "subplot(3, 3, 5); scatter(rand(20, 1), rand(20, 1), 40, rand(20, 1), 'filled'); colorbar;\n"
        "subplot(3, 3, 6); contour(magic(5), 4, 'ShowText', 'on'); hold on; contourf(magic(5) / 2, 3);\n"
        "subplot(3, 3, 7); mesh(magic(4)); zlabel('z');\n"
        "subplot(3, 3, 8); imshow(uint8(magic(8) * 4));\n"
        "subplot(3, 3, 9); semilogy(1:5, exp(1:5)); barh([2 1]); text(1, 1, 'label');\n"
        "annotation('textbox', [0.1 0.9 0.2 0.05], 'String', 'note');\n"
        f"saveas(gcf, '{out}');\n")
    assert_png(out)
    assert "Warning" not in run.err


def test_headless_script_through_cli_writes_image(tmp_path):
    script = tmp_path / "report.m"
    png = tmp_path / "report.png"
    script.write_text(SCRIPT + f"drawnow;\nshg;\nsaveas(fig, '{png}');\nclose all\ndisp('done')\n")
    env = {k: v for k, v in os.environ.items() if k != "RUNMAT_SHOW"}
    proc = subprocess.run([str(RUNMAT), "run", str(script)], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "done\n"
    assert_png(png)


def _python(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=str(REPO))


def test_loading_the_catalog_does_not_import_matplotlib():
    proc = _python("import sys\nfrom runmat_builtins import catalog\nc = catalog()\n"
                   "assert 'plot' in c and 'saveas' in c\n"
                   "from runmat_vm import Session\nimport io\ns = Session(stdout=io.StringIO())\n"
                   "s.run('h = plot(1:3); hold on; bar(1:3); legend; title(\"t\"); close all')\n"
                   "print(sorted(m for m in ('matplotlib', 'scipy', 'contourpy', 'PIL') if m in sys.modules))")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"


def test_without_matplotlib_plotting_works_and_writing_says_how_to_install(tmp_path):
    png = tmp_path / "x.png"
    code = ("import sys, io\nsys.modules['matplotlib'] = None\n"  # makes 'import matplotlib' fail
            "from runmat_vm import Session\nfrom runmat_builtins.errors import MException\n"
            "out = io.StringIO()\ns = Session(stdout=out, stderr=io.StringIO())\n"
            "s.run('h = plot(1:3); disp(class(h)); hold on; surf(magic(3)); title(\"ok\");')\n"
            "try:\n"
            f"    s.run(\"saveas(gcf, '{png}')\")\n"
            "except MException as e:\n"
            "    print(e.identifier)\n    print(e.message)\n"
            "print(out.getvalue(), end='')\n")
    proc = _python(code)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "RunMat:graphics:noBackend"
    assert "pip install 'runmat[plot]'" in lines[1]
    assert lines[2] == "matlab.graphics.chart.primitive.Line"
    assert not png.exists()


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_exportgraphics_png_pdf_jpg_by_extension(run, tmp_path):
    png, pdf, jpg = tmp_path / "g.png", tmp_path / "g.pdf", tmp_path / "g.jpg"
    run(f"f = figure('Visible', 'off'); plot(1:3);\nexportgraphics(f, '{png}', 'Resolution', 80);\n"
        f"exportgraphics(gca, '{pdf}');\nexportgraphics(f, '{jpg}', 'Resolution', 80);\n")
    assert_png(png)
    assert pdf.read_bytes()[:5] == b"%PDF-"
    assert jpg.read_bytes()[:3] == b"\xff\xd8\xff"  # JPEG start of image
    assert run.err == ""


def test_exportgraphics_resolution_scales_the_image(run, tmp_path):
    small, large = tmp_path / "s.png", tmp_path / "l.png"
    run(f"f = figure('Visible', 'off'); plot(1:10);\nexportgraphics(f, '{small}', 'Resolution', 50);\n"
        f"exportgraphics(f, '{large}', 'Resolution', 150);\n")
    (ws, hs), (wl, hl) = _png_size(small), _png_size(large)
    assert abs(wl / ws - 3) < 0.1 and abs(hl / hs - 3) < 0.1


def test_exportgraphics_axes_crops_to_that_axes(run, tmp_path):
    whole, left = tmp_path / "f.png", tmp_path / "a.png"
    run(f"f = figure('Visible', 'off'); ax1 = subplot(1, 2, 1); plot(1:3); subplot(1, 2, 2); plot(3:-1:1);\n"
        f"exportgraphics(f, '{whole}', 'Resolution', 100);\nexportgraphics(ax1, '{left}', 'Resolution', 100);\n")
    (wf, hf), (wa, ha) = _png_size(whole), _png_size(left)
    assert wa < 0.6 * wf and abs(ha - hf) <= 0.1 * hf


def test_exportgraphics_background_and_padding(run, tmp_path):
    from PIL import Image

    clear, full, tight = tmp_path / "t.png", tmp_path / "full.png", tmp_path / "tight.png"
    run(f"f = figure('Visible', 'off'); plot(1:3);\nexportgraphics(f, '{clear}', 'BackgroundColor', 'none');\n"
        f"exportgraphics(f, '{full}', 'Padding', 'figure', 'Resolution', 100);\n"
        f"exportgraphics(f, '{tight}', 'Resolution', 100);\n")
    assert Image.open(clear).getpixel((0, 0))[3] == 0  # transparent corner
    assert _png_size(full) == (560, 420)  # the whole default figure (560×420 pixels) at 100 dpi
    assert _png_size(tight)[0] < 560


@pytest.mark.parametrize("opts, ident", [
    ("'Resolution', -5", "RunMat:exportgraphics:invalidResolution"),
    ("'Resolution', 'high'", "RunMat:exportgraphics:invalidResolution"),
    ("'Resolution'", "RunMat:exportgraphics:invalidOption"),
    ("'Bogus', 1", "RunMat:exportgraphics:invalidOption"),
    ("'Padding', 'wide'", "RunMat:exportgraphics:invalidOption"),
    ("'Append', true", "RunMat:exportgraphics:appendUnsupported"),
])
def test_exportgraphics_bad_options(run, tmp_path, opts, ident):
    with pytest.raises(MException) as ei:
        run(f"f = figure('Visible', 'off'); plot(1:3);\nexportgraphics(f, '{tmp_path / 'x.png'}', {opts});\n")
    assert ei.value.identifier == ident
