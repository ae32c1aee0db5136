"""save/load of MAT-files (read back by scipy.io), -struct, -append and -ascii.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.io

from runmat_builtins import MException
from tests.builtins.support import vm_output


def test_save_load_mat_interoperates_with_scipy(tmp_path):
    f = tmp_path / "w.mat"
    vm_output(f"a = [1 2; 3 4]; b = 'hi'; c = {{1, 'x'}}; s.k = int8(3); save('{f}');")
    data = scipy.io.loadmat(f)
    assert np.array_equal(data["a"], [[1, 2], [3, 4]]) and str(data["b"][0]) == "hi"
    assert data["s"]["k"][0, 0][0, 0] == 3 and data["s"]["k"][0, 0].dtype == np.int8
    scipy.io.savemat(tmp_path / "from_py.mat", {"z": np.arange(3.0).reshape(1, 3)})
    assert vm_output(f"load('{tmp_path / 'from_py.mat'}'); disp(z)") == "   0   1   2\n"
    out = vm_output(f"S = load('{f}', 'a', 'b'); disp(fieldnames(S)')")
    assert "a" in out and "b" in out and "c" not in out
    with pytest.raises(MException) as ei:
        vm_output(f"save('{f}', 'nosuchvar')")
    assert ei.value.identifier == "MATLAB:save:couldNotFindVariable"


def test_save_struct_append_and_ascii(tmp_path):
    f = tmp_path / "s.mat"
    out = vm_output(f"""s.p = 1; s.q = 'w'; save('{f}', '-struct', 's'); r = 5; save('{f}', 'r', '-append');
T = load('{f}'); disp(sort(fieldnames(T))')
x = [1 2; 3 4]; save('{tmp_path / 'x.txt'}', 'x', '-ascii'); y = load('{tmp_path / 'x.txt'}'); disp(isequal(x, y))""")
    assert out.splitlines()[-1] == "1"
    assert "p" in out and "q" in out and "r" in out


def test_load_of_text_that_is_not_numeric_names_the_line(tmp_path):
    # MATLAB: "Unknown text on line number 2 of ASCII file ..." (MATLAB:load:unknownText)
    (tmp_path / "a.txt").write_text("1 2\nab c\n")
    with pytest.raises(MException) as ei:
        vm_output(f"x = load('{tmp_path / 'a.txt'}');")
    assert ei.value.identifier == "MATLAB:load:unknownText"
    assert "line number 2" in ei.value.message


def test_load_of_a_binary_file_is_unknown_text_not_a_decoding_error(tmp_path):
    (tmp_path / "b.bin").write_bytes(bytes(range(256)))
    with pytest.raises(MException) as ei:
        vm_output(f"x = load('{tmp_path / 'b.bin'}');")
    assert ei.value.identifier == "MATLAB:load:unknownText"
