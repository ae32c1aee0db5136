"""Empty values in control flow and concatenation: for over empty or N-d columns, empty cs-lists."""

from __future__ import annotations


def test_for_over_empty_columns(run):
    code = ("n = 0; for x = zeros(0, 3), n = n + 1; s = size(x); end; disp([n s])\n"
            "n = 0; for x = [], n = n + 1; end; disp(n)\n"
            "n = 0; for x = zeros(3, 0), n = n + 1; end; disp(n)\n"
            "n = 0; for x = cell(0, 2), n = n + 1; c = class(x); end; disp(n); disp(c)\n"
            "n = 0; for x = ones(2, 2, 3), n = n + 1; end; disp(n)\n"
            "n = 0; for x = struct('a', {1, 2, 3}), n = n + x.a; end; disp(n)\n")
    assert run(code) == "   3   0   1\n0\n0\n2\ncell\n6\n6\n"


def test_empty_cs_list_concatenates_to_0x0(run):
    # MATLAB/Octave: [c{:}] of an empty cell and [s.a] of an empty struct array are [] (0x0)
    code = ("c = {};\ndisp(size([c{:}]))\ns = struct('a', {});\ndisp(size([s.a]))\n"
            "disp(size([c{:}; c{:}]))\nd = {1, 2};\ndisp(size([d{:}]))\n")
    assert run(code) == "   0   0\n   0   0\n   0   0\n   1   2\n"
