"""imread/imwrite round trips in MATLAB's classes and shapes, indexed images and their
colormaps, PNG transparency, JPEG, and the errors for missing files and bad data."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import vm_session


def ws(code):
    return vm_session(code).workspace


def test_uint8_gray_and_rgb_round_trip(tmp_path):
    f = tmp_path / "a.png"
    w = ws(f"A = uint8(reshape(0:11, 3, 4) * 20); imwrite(A, '{f}'); B = imread('{f}');"
           f"C = uint8(cat(3, 255*ones(2, 3), zeros(2, 3), 100*ones(2, 3))); imwrite(C, '{f}'); D = imread('{f}');")
    assert w["B"].dtype == np.uint8 and np.array_equal(w["A"], w["B"])
    assert w["D"].shape == (2, 3, 3) and np.array_equal(w["C"], w["D"])


def test_double_is_scaled_and_logical_is_one_bit(tmp_path):
    f, g = tmp_path / "d.png", tmp_path / "l.bmp"
    w = ws(f"imwrite([0 0.5 1], '{f}'); A = imread('{f}'); imwrite(logical([1 0; 0 1]), '{g}'); L = imread('{g}');")
    assert w["A"].ravel().tolist() == [0, 128, 255]
    assert w["L"].dtype == np.bool_ and w["L"].tolist() == [[True, False], [False, True]]


def test_uint16_png_keeps_depth(tmp_path):
    f = tmp_path / "w.png"
    w = ws(f"imwrite(uint16([0 1000; 40000 65535]), '{f}'); A = imread('{f}');")
    assert w["A"].dtype == np.uint16 and w["A"].tolist() == [[0, 1000], [40000, 65535]]


def test_indexed_image_with_colormap(tmp_path):
    f = tmp_path / "i.png"
    w = ws(f"X = uint8([0 1; 2 3]); map = [0 0 0; 1 0 0; 0 1 0; 0 0 1]; imwrite(X, map, '{f}');"
           f"[Y, m] = imread('{f}'); Z = imread('{f}'); Xd = [1 2; 3 4]; imwrite(Xd, map, '{f}'); [Yd, m2] = imread('{f}');")
    assert w["Y"].tolist() == [[0, 1], [2, 3]] and np.allclose(w["m"], [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]])
    assert w["Z"].shape == (2, 2, 3) and w["Z"][1, 1].tolist() == [0, 0, 255]  # one output: truecolor
    assert w["Yd"].tolist() == [[0, 1], [2, 3]]  # double indices are one-based


def test_png_alpha_and_jpeg_quality(tmp_path):
    f, j = tmp_path / "t.png", tmp_path / "q.jpg"
    w = ws(f"imwrite(ones(3, 4, 3), '{f}', 'Alpha', 0.25 * ones(3, 4)); [A, map, alpha] = imread('{f}');"
           f"imwrite(rand(8, 8, 3), '{j}', 'Quality', 95); J = imread('{j}');")
    assert w["A"].shape == (3, 4, 3) and int(w["alpha"][0, 0]) == 64
    assert w["J"].shape == (8, 8, 3) and w["J"].dtype == np.uint8


@pytest.mark.parametrize("code, ident", [
    ("A = imread('/no/such/file.png');", "MATLAB:imagesci:imread:fileDoesNotExist"),
    ("imwrite(uint8(1), '/tmp/x.unknownext');", "MATLAB:imagesci:imwrite:fileFormat"),
    ("imwrite({1}, '/tmp/x.png');", "MATLAB:imagesci:imwrite:invalidImageData"),
])
def test_errors(code, ident):
    with pytest.raises(MException) as ei:
        vm_session(code)
    assert ei.value.identifier == ident


def test_imshow_reads_a_file(tmp_path):
    f = tmp_path / "s.png"
    w = ws(f"C = uint8(cat(3, 200*ones(4, 5), zeros(4, 5), zeros(4, 5))); imwrite(C, '{f}');"
           f"h = imshow('{f}'); D = h.CData;")
    assert w["D"].shape == (4, 5, 3) and int(w["D"][0, 0, 0]) == 200


@pytest.mark.parametrize("quality", ["[]", "NaN", "101", "[50 60]"])
def test_jpeg_quality_must_be_one_number_from_0_to_100(tmp_path, quality):
    # 'Quality', [] was an IndexError (int(NaN) a ValueError); MATLAB takes a scalar in [0, 100]
    with pytest.raises(MException) as ei:
        vm_session(f"imwrite(rand(4), '{tmp_path / 'q.jpg'}', 'Quality', {quality});")
    assert ei.value.identifier == "MATLAB:imagesci:writejpg:invalidQuality"
