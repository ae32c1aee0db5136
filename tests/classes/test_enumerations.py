"""Enumeration classes: members, comparisons, conversions, built-in superclasses, display."""

from __future__ import annotations

import pytest

DAY = """classdef Day
    enumeration
        Mon, Tue, Wed
    end
    methods
        function tf = isFirst(d)
            tf = d == Day.Mon;
        end
    end
end
"""
LEVEL = """classdef Level < int16
    enumeration
        Low (-1)
        Mid (0)
        High (7)
    end
end
"""
COIN = """classdef Coin
    properties
        Cents
        Label
    end
    methods
        function c = Coin(v, s)
            c.Cents = v;
            c.Label = s;
        end
    end
    enumeration
        Penny (1, 'penny')
        Dime (10, 'dime')
    end
end
"""


@pytest.fixture
def erun(run, tmp_path, tier):
    (tmp_path / "Day.m").write_text(DAY)
    (tmp_path / "Level.m").write_text(LEVEL)
    (tmp_path / "Coin.m").write_text(COIN)
    run.session.add_path([str(tmp_path)])
    return run


def test_member_class_and_name(erun):
    assert erun("d = Day.Tue; fprintf('%s %s\\n', class(d), char(d));") == "Day Tue\n"


def test_members_are_compared_by_identity_of_member(erun):
    out = erun("fprintf('%d%d%d%d\\n', Day.Tue == Day.Tue, Day.Tue == Day.Wed, Day.Mon ~= Day.Wed, "
               "isequal(Day.Mon, Day.Mon));")
    assert out == "1011\n"


def test_text_names_a_member_in_comparisons(erun):
    assert erun("fprintf('%d%d\\n', Day.Tue == 'Tue', Day.Tue == \"Mon\");") == "10\n"


def test_switch_on_members_and_on_text(erun):
    out = erun("d = Day.Wed;\nswitch d\n case Day.Mon\n  disp('m')\n case {Day.Tue, Day.Wed}\n"
               "  disp('tw')\nend\nswitch d\n case 'Wed'\n  disp('text')\nend")
    assert out == "tw\ntext\n"


def test_methods_of_an_enumeration(erun):
    assert erun("fprintf('%d %d\\n', Day.Mon.isFirst(), isFirst(Day.Wed));") == "1 0\n"


def test_arrays_and_ismember(erun):
    out = erun("a = [Day.Mon Day.Wed]; fprintf('%d %d %s ', size(a), class(a));\n"
               "fprintf('%d', ismember(Day.Wed, a), ismember(Day.Tue, a), a == Day.Mon);")
    assert out == "1 2 Day 1010"


def test_enumeration_function_outputs(erun):
    out = erun("[m, s] = enumeration('Day'); fprintf('%d %d %s %s %s\\n', size(m), class(m), s{2}, char(m(3)));")
    assert out == "3 1 Day Tue Wed\n"


def test_enumeration_of_an_instance(erun):
    assert erun("m = enumeration(Day.Tue); fprintf('%d\\n', numel(m));") == "3\n"


def test_builtin_superclass_values_and_arithmetic(erun):
    out = erun("x = Level.High; v = int16(x); y = x * 2; z = double(Level.Low);\n"
               "fprintf('%d %s %d %s %d %d\\n', v, class(v), y, class(y), z, isa(x, 'int16'));")
    assert out == "7 int16 14 int16 -1 1\n"


def test_builtin_superclass_ordering(erun):
    assert erun("fprintf('%d%d\\n', Level.High > Level.Mid, Level.Low > 0);") == "10\n"


def test_conversion_from_value_and_name(erun):
    out = erun("a = Level(0); b = Day('Wed'); c = Day({'Mon', 'Tue'});\n"
               "fprintf('%s %s %d\\n', char(a), char(b), numel(c));")
    assert out == "Mid Wed 2\n"


def test_conversion_errors(erun):
    assert erun.error("x = Day('Sun');").identifier == "MATLAB:class:CannotConvert"
    assert erun.error("x = Level(3);").identifier == "MATLAB:class:CannotConvert"


def test_members_with_properties_use_the_constructor(erun):
    out = erun("c = Coin.Dime; fprintf('%d %s %s\\n', c.Cents, c.Label, Coin.Penny.Label);")
    assert out == "10 dime penny\n"


def test_string_char_cellstr_of_arrays(erun):
    out = erun("a = [Day.Tue Day.Mon]; s = string(a); c = cellstr(a); m = char(a);\n"
               "fprintf('%s %s|%s %s|%d %d\\n', s(1), s(2), c{:}, size(m));")
    assert out == "Tue Mon|Tue Mon|2 3\n"


def test_plain_enumeration_has_no_numeric_value(erun):
    assert erun.error("x = double(Day.Mon);").identifier == "MATLAB:invalidConversion"


def test_members_are_singletons(erun):
    assert erun("a = Day.Mon; b = Day.Mon; fprintf('%d\\n', isequal(a, b));") == "1\n"


def test_member_named_at_run_time(erun):
    assert erun("n = 'Wed'; d = Day.(n); fprintf('%s\\n', char(d));") == "Wed\n"


def test_dynamic_field_of_a_function_result_still_works(erun, tmp_path):
    (tmp_path / "conf.m").write_text("function s = conf()\n  s.k = 4;\nend\n")
    assert erun("f = 'k'; fprintf('%d\\n', conf.(f));") == "4\n"


def test_builtin_derived_member_as_subscript(erun):
    assert erun("x = [10 20 30 40 50 60 70 80]; fprintf('%d\\n', x(Level.High));") == "70\n"


def test_plain_member_is_not_a_subscript(erun):
    assert erun.error("x = [1 2 3]; y = x(Day.Mon);").identifier == "MATLAB:badsubscript"


def test_set_operations_keep_the_class(erun):
    out = erun("a = [Day.Wed Day.Mon Day.Wed]; u = unique(a); s = setdiff(a, Day.Mon);\n"
               "fprintf('%s %d %s %s %d\\n', class(u), numel(u), char(u(1)), char(s), strcmp(Day.Tue, 'Tue'));")
    assert out == "Day 2 Mon Wed 1\n"


def test_isenum(erun):
    assert erun("fprintf('%d%d%d\\n', isenum(Day.Mon), isenum([Day.Mon Day.Tue]), isenum(1));") == "110\n"


def test_isa_categories_of_builtin_derived(erun):
    out = erun("fprintf('%d%d%d%d\\n', isa(Level.Low, 'integer'), isa(Level.Low, 'numeric'), "
               "isa(Level.Low, 'float'), isa(Day.Mon, 'numeric'));")
    assert out == "1100\n"
