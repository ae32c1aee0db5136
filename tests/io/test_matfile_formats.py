"""MAT-files: complex values survive v5/v7, and -v7.3 writes HDF5 (h5py) that loads back."""

from __future__ import annotations

import io

import pytest

from runmat_vm import Session


def _run(code: str) -> str:
    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).eval(code)
    return out.getvalue()


def test_load_keeps_imaginary_parts(tmp_path) -> None:
    f = str(tmp_path / "cz.mat")
    got = _run(f"z = [1+2i 3-4i]; s.a = 1i; c = {{2+3i}}; w = 5; save('{f}'); clear all\n"
               f"load('{f}'); disp(imag(z)); disp(imag(s.a)); disp(imag(c{{1}})); disp(class(w))")
    assert got == "   2  -4\n1\n3\ndouble\n"


def test_v73_round_trip_is_hdf5(tmp_path) -> None:
    h5py = pytest.importorskip("h5py")
    f = str(tmp_path / "v73.mat")
    got = _run(f"x = [1 2; 3 4]; t = 'hello'; b = true(1, 3); e = zeros(0, 3); i8 = int8([-1 2]); "
               f"zz = [1+1i; 2]; st.name = 'n'; st.v = [1 2 3]; cc = {{1, 'two', [3 4]}};\n"
               f"save('{f}', '-v7.3'); clear all\nload('{f}');\n"
               "disp(x); disp(t); disp(b); disp(size(e)); disp(class(i8)); disp(imag(zz)'); disp(st.name); "
               "disp(st.v); disp(cc{2}); disp(class(cc))")
    assert got == ("   1   2\n   3   4\nhello\n  1  1  1\n   0   3\nint8\n   1   0\nn\n   1   2   3\ntwo\ncell\n")
    with h5py.File(f, "r") as h:
        assert h["x"].attrs["MATLAB_class"] == b"double"
        assert h["x"].shape == (2, 2) and h["x"][0, 1] == 3.0   # stored transposed, as MATLAB does
    with open(f, "rb") as fh:
        assert fh.read(10) == b"MATLAB 7.3"


def test_save_ascii_command_form(tmp_path) -> None:
    f = str(tmp_path / "xa.txt")
    got = _run(f"x = [1 2; 3 4];\nsave -ascii {f} x\ny = load('{f}'); disp(y)")
    assert got == "   1   2\n   3   4\n"


def test_readcell_and_readmatrix_keep_quoted_delimiters(tmp_path) -> None:
    f = str(tmp_path / "q.csv")
    got = _run(f"fid = fopen('{f}', 'w'); fprintf(fid, '\"x,y\",2\\n\"a\",3\\n'); fclose(fid);\n"
               f"c = readcell('{f}'); disp(c{{1, 1}}); disp(c{{2, 2}}); m = readmatrix('{f}'); disp(size(m))")
    assert got == "x,y\n3\n   2   2\n"


def test_v73_keeps_char_zero(tmp_path) -> None:
    pytest.importorskip("h5py")
    f = str(tmp_path / "z73.mat")
    assert _run(f"t = char([0 65]); save('{f}', '-v7.3'); clear all\nload('{f}'); disp(double(t))") == "    0   65\n"


def test_v5_keeps_the_length_of_text_with_char_zero(tmp_path) -> None:
    # scipy's MAT v5 writer stores a char(0) as a space (scipy.io.matlab arr_to_chars); the text
    # keeps its length and the other characters their places
    f = str(tmp_path / "z5.mat")
    got = _run(f"t = char([0 65]); u = ['AB'; 'CD']; save('{f}'); clear all\nload('{f}'); "
               "disp(double(t)); disp(u)")
    assert got == "   32   65\nAB\nCD\n"
