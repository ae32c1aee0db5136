"""Low-level file I/O (fopen/fread/fwrite/fgetl/fclose) and sscanf, through the VM.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from tests.builtins.support import vm_output


def test_low_level_roundtrip(tmp_path):
    f = tmp_path / "a.txt"
    out = vm_output(f"""fid = fopen('{f}', 'w');
fprintf(fid, '%d,%d\\n', [1 2; 3 4]);
fclose(fid);
fid = fopen('{f}', 'r');
l1 = fgetl(fid)
l2 = fgets(fid);
disp(double(l2(end)))
e = fgetl(fid)
disp(feof(fid))
frewind(fid);
v = fscanf(fid, '%d,%d', [2 Inf])
fclose(fid);""")
    assert f.read_text() == "1,3\n2,4\n"
    assert out == "l1 = 1,3\n10\ne = -1\n1\nv =\n\n   1   2\n   3   4\n\n"


def test_fopen_failure_and_invalid_fid():
    assert vm_output("[fid, msg] = fopen('/no/such/dir/x', 'r'); disp(fid); disp(isempty(msg))") == "-1\n0\n"
    with pytest.raises(MException) as ei:
        vm_output("fgetl(42)")
    assert ei.value.identifier == "MATLAB:FileIO:InvalidFid"


def test_fread_fwrite_precisions(tmp_path):
    f = tmp_path / "b.bin"
    out = vm_output(f"""fid = fopen('{f}', 'w'); n = fwrite(fid, [1 -2 70000], 'int16'); fclose(fid); disp(n)
fid = fopen('{f}'); a = fread(fid, [1 Inf], 'int16'); fclose(fid); disp(a)
fid = fopen('{f}'); b = fread(fid, 2, 'int16=>int16'); fclose(fid); disp(class(b)); disp(size(b))""")
    assert out == "3\n       1      -2   32767\nint16\n   2   1\n"
    assert np.array_equal(np.fromfile(f, dtype=np.int16), [1, -2, 32767])


def test_sscanf_errmsg_and_nextindex():
    # MATLAB/Octave: [A, COUNT, ERRMSG, NEXTINDEX]; ERRMSG empty only when the text ran out
    assert vm_output("[a, c, m, n] = sscanf('7 8 x', '%d');\ndisp([c, isempty(m), n])") == "   2   0   5\n"
    assert vm_output("[a, c, m, n] = sscanf('7 8', '%d');\ndisp([c, isempty(m), n])") == "   2   1   4\n"


def test_sscanf_integer_bases():
    # Octave 7.3 / C scanf: %i takes 0x hex and 0 octal prefixes; %x hexadecimal; %o octal
    assert vm_output("disp(sscanf('10 0x1F 017 -5', '%i')')") == "   10   31   15   -5\n"
    assert vm_output("disp(sscanf('ff 1A', '%x')')") == "   255    26\n"
    assert vm_output("disp(sscanf('17', '%o'))") == "15\n"


def test_sscanf():
    assert vm_output("a = sscanf('1.5 2.5 abc', '%f')'") == "a =\n\n   1.5000   2.5000\n\n"
    assert vm_output("s = sscanf('hello world', '%s')") == "s = helloworld\n"


@pytest.mark.parametrize("size", ["[NaN Inf]", "[Inf 2]", "2.5", "-1", "[1 2 3]"])
def test_scan_size_must_be_counts(size):
    # fuzz finding: [NaN Inf] was a Python conversion error; a size is N, Inf or [M N]
    with pytest.raises(MException) as ei:
        vm_output(f"A = sscanf('1 2 3 4', '%d', {size});")
    assert ei.value.identifier == "MATLAB:sscanf:InvalidSize"
    assert vm_output("A = sscanf('1 2 3 4', '%d', [2 Inf]); disp(size(A))").split() == ["2", "2"]


def test_fopen_and_fileread_of_a_name_no_file_can_have():
    # negative codes become char 0 (NUL): MATLAB's fopen returns -1 and a message, fileread its cannotOpenFile error
    assert vm_output("[fid, msg] = fopen([tempname()-107906 '.csv'], 'w'); disp(fid); disp(isempty(msg))") == "-1\n0\n"
    with pytest.raises(MException) as e:
        vm_output("t = fileread(['a' char(0) 'b']);")
    assert e.value.identifier == "MATLAB:fileread:cannotOpenFile"


@pytest.mark.parametrize("code", ["mkdir(['a' char(0)])", "x = readmatrix(['a' char(0)])", "save(['a' char(0)])",
                                  "writematrix(1, ['a' char(0)])", "x = readlines(char(55296))",
                                  "copyfile(['a' char(0)], 'b')"])
def test_a_name_the_os_refuses_is_a_matlab_error(code):
    # a NUL (negative char codes) or a lone surrogate: the OS cannot take the name; never a Python ValueError
    with pytest.raises(MException) as e:
        vm_output(code + ";")
    assert e.value.identifier == "MATLAB:FileIO:InvalidFileName"
