"""File system builtins (exist, mkdir, dir, delete, fullfile ...) through the VM.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

from tests.builtins.support import vm_output


def test_filesystem(tmp_path):
    d = tmp_path / "sub"
    out = vm_output(f"""s = mkdir('{d}'); disp(s); disp(isfolder('{d}'))
f = fullfile('{d}', 'x.txt'); fid = fopen(f, 'w'); fclose(fid);
disp(isfile(f)); l = dir('{d}'); disp(numel(l)); disp(l(3).name)
[p, n, e] = fileparts(f); disp(n); disp(e)
copyfile(f, fullfile('{d}', 'y.txt')); movefile(fullfile('{d}', 'y.txt'), fullfile('{d}', 'z.txt'));
disp(isfile(fullfile('{d}', 'z.txt')))
delete(f); disp(isfile(f))
rmdir('{d}', 's'); disp(isfolder('{d}'))""")
    assert out == "1\n1\n1\n3\nx.txt\nx\n.txt\n1\n0\n0\n"
