"""Class-defined indexing (subsref/subsasgn/end, modular indexing), builtin() past a class's
method, metaclass identity, and the intermediate cs-list error, in both tiers."""

from __future__ import annotations

import pytest

WRAP = """classdef Wrap
    properties
        V = [1 2 3]
    end
    methods
        function out = subsref(obj, s)
            if strcmp(s(1).type, '()')
                out = obj.V(s(1).subs{:});
            else
                out = builtin('subsref', obj, s);
            end
        end
        function obj = subsasgn(obj, s, val)
            if strcmp(s(1).type, '()')
                obj.V(s(1).subs{:}) = val * 10;
            else
                obj = builtin('subsasgn', obj, s, val);
            end
        end
        function n = end(obj, k, n)
            n = numel(obj.V);
        end
        function r = twice(obj)
            r = 2 * obj.V(1);
        end
    end
end
"""


@pytest.fixture
def wrun(run, tmp_path, tier):
    (tmp_path / "Wrap.m").write_text(WRAP)
    run.session.add_path([str(tmp_path)])
    return run


def test_paren_reference_and_end_reach_the_methods(wrun):
    assert wrun("w = Wrap; fprintf('%d %d\\n', w(2), w(end));") == "2 3\n"


def test_assignment_goes_through_subsasgn_and_dot_through_builtin(wrun):
    out = wrun("w = Wrap; w(1) = 5; w.V(3) = 7; fprintf('%d ', w.V); fprintf('%d\\n', w.twice());")
    assert out == "50 2 7 100\n"


def test_builtin_skips_the_method_and_leaves_no_pending_bypass(wrun):
    from runmat_builtins import dispatch

    assert wrun("w = Wrap; x = builtin('subsref', w, substruct('.', 'V')); fprintf('%d', x);") == "123"
    assert dispatch._PLAIN == []
    wrun.error("builtin('subsref', Wrap, 5)")
    assert dispatch._PLAIN == []


def test_metaclass_is_one_handle_per_class(wrun):
    assert wrun("fprintf('%d\\n', metaclass(Wrap) == ?Wrap);") == "1\n"


def test_intermediate_cs_list_is_an_error(run, tier):
    err = run.error("s = struct('x', {1, 2}); y = s.x(1);")
    assert err.identifier == "MATLAB:index:expected_one_output_from_intermediate_indexing"
    assert "comma-separated list with 2 values" in err.message
