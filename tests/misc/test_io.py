"""File I/O, file system, MAT-file and delimited-text builtins through the VM."""

from __future__ import annotations

import io

import numpy as np
import pytest
import scipy.io

from runmat_builtins import MException


def run(code: str, cwd=None) -> str:
    from runmat_vm import Session

    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run(code)
    return out.getvalue()


def test_low_level_roundtrip(tmp_path):
    f = tmp_path / "a.txt"
    out = run(f"""fid = fopen('{f}', 'w');
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
    assert run("[fid, msg] = fopen('/no/such/dir/x', 'r'); disp(fid); disp(isempty(msg))") == "-1\n0\n"
    with pytest.raises(MException) as ei:
        run("fgetl(42)")
    assert ei.value.identifier == "MATLAB:FileIO:InvalidFid"


def test_fread_fwrite_precisions(tmp_path):
    f = tmp_path / "b.bin"
    out = run(f"""fid = fopen('{f}', 'w'); n = fwrite(fid, [1 -2 70000], 'int16'); fclose(fid); disp(n)
fid = fopen('{f}'); a = fread(fid, [1 Inf], 'int16'); fclose(fid); disp(a)
fid = fopen('{f}'); b = fread(fid, 2, 'int16=>int16'); fclose(fid); disp(class(b)); disp(size(b))""")
    assert out == "3\n       1      -2   32767\nint16\n   2   1\n"
    assert np.array_equal(np.fromfile(f, dtype=np.int16), [1, -2, 32767])


def test_sscanf_errmsg_and_nextindex():
    # MATLAB/Octave: [A, COUNT, ERRMSG, NEXTINDEX]; ERRMSG empty only when the text ran out
    assert run("[a, c, m, n] = sscanf('7 8 x', '%d');\ndisp([c, isempty(m), n])") == "   2   0   5\n"
    assert run("[a, c, m, n] = sscanf('7 8', '%d');\ndisp([c, isempty(m), n])") == "   2   1   4\n"


def test_sscanf_integer_bases():
    # Octave 7.3 / C scanf: %i takes 0x hex and 0 octal prefixes; %x hexadecimal; %o octal
    assert run("disp(sscanf('10 0x1F 017 -5', '%i')')") == "   10   31   15   -5\n"
    assert run("disp(sscanf('ff 1A', '%x')')") == "   255    26\n"
    assert run("disp(sscanf('17', '%o'))") == "15\n"


def test_sscanf():
    assert run("a = sscanf('1.5 2.5 abc', '%f')'") == "a =\n\n   1.5000   2.5000\n\n"
    assert run("s = sscanf('hello world', '%s')") == "s = helloworld\n"


def test_filesystem(tmp_path):
    d = tmp_path / "sub"
    out = run(f"""s = mkdir('{d}'); disp(s); disp(isfolder('{d}'))
f = fullfile('{d}', 'x.txt'); fid = fopen(f, 'w'); fclose(fid);
disp(isfile(f)); l = dir('{d}'); disp(numel(l)); disp(l(3).name)
[p, n, e] = fileparts(f); disp(n); disp(e)
copyfile(f, fullfile('{d}', 'y.txt')); movefile(fullfile('{d}', 'y.txt'), fullfile('{d}', 'z.txt'));
disp(isfile(fullfile('{d}', 'z.txt')))
delete(f); disp(isfile(f))
rmdir('{d}', 's'); disp(isfolder('{d}'))""")
    assert out == "1\n1\n1\n3\nx.txt\nx\n.txt\n1\n0\n0\n"


def test_save_load_mat_interoperates_with_scipy(tmp_path):
    f = tmp_path / "w.mat"
    run(f"a = [1 2; 3 4]; b = 'hi'; c = {{1, 'x'}}; s.k = int8(3); save('{f}');")
    data = scipy.io.loadmat(f)
    assert np.array_equal(data["a"], [[1, 2], [3, 4]]) and str(data["b"][0]) == "hi"
    assert data["s"]["k"][0, 0][0, 0] == 3 and data["s"]["k"][0, 0].dtype == np.int8
    scipy.io.savemat(tmp_path / "from_py.mat", {"z": np.arange(3.0).reshape(1, 3)})
    assert run(f"load('{tmp_path / 'from_py.mat'}'); disp(z)") == "   0   1   2\n"
    out = run(f"S = load('{f}', 'a', 'b'); disp(fieldnames(S)')")
    assert "a" in out and "b" in out and "c" not in out
    with pytest.raises(MException) as ei:
        run(f"save('{f}', 'nosuchvar')")
    assert ei.value.identifier == "MATLAB:save:couldNotFindVariable"


def test_save_struct_append_and_ascii(tmp_path):
    f = tmp_path / "s.mat"
    out = run(f"""s.p = 1; s.q = 'w'; save('{f}', '-struct', 's'); r = 5; save('{f}', 'r', '-append');
T = load('{f}'); disp(sort(fieldnames(T))')
x = [1 2; 3 4]; save('{tmp_path / 'x.txt'}', 'x', '-ascii'); y = load('{tmp_path / 'x.txt'}'); disp(isequal(x, y))""")
    assert out.splitlines()[-1] == "1"
    assert "p" in out and "q" in out and "r" in out


def test_delimited_text(tmp_path):
    f = tmp_path / "m.csv"
    f.write_text("a,b,c\n1,2,3\n4,,6\n")
    assert run(f"m = readmatrix('{f}')") == "m =\n\n     1     2     3\n     4   NaN     6\n\n"
    g = tmp_path / "o.csv"
    run(f"csvwrite('{g}', [1 2.5; -3 4])")
    assert g.read_text() == "1,2.5\n-3,4\n"
    assert run(f"m = csvread('{g}', 1, 0)") == "m =\n\n  -3   4\n\n"
    assert run(f"dlmwrite('{g}', [1 2], '\\t'); m = dlmread('{g}', '\\t')") == "m =\n\n   1   2\n\n"
