"""Object arrays: growth, concatenation, indexing, deletion, cs-lists, methods on arrays, handles."""

from __future__ import annotations

import pytest

ITEM = """classdef Item
    properties
        Name = 'none'
        Price = 0
    end
    methods
        function obj = Item(name, price)
            if nargin > 0
                obj.Name = name;
                obj.Price = price;
            end
        end
        function t = total(items)
            t = sum([items.Price]);
        end
    end
end
"""

BOX = """classdef Box < handle
    properties
        V = 0
    end
    methods
        function b = Box(v)
            if nargin > 0, b.V = v; end
        end
    end
end
"""


@pytest.fixture
def arun(run, tmp_path, tier):
    (tmp_path / "Item.m").write_text(ITEM)
    (tmp_path / "Box.m").write_text(BOX)
    run.session.add_path([str(tmp_path)])
    return run


def test_growth_by_index_builds_an_array_of_the_class(arun):
    out = arun("for k = 1:3, v(k) = Item('x', k); end\nfprintf('%s %d %d %d\\n', class(v), size(v), numel(v));")
    assert out == "Item 1 3 3\n"


def test_property_cs_list_in_brackets_and_braces(arun):
    out = arun("v = [Item('a', 1) Item('b', 2)]; p = [v.Price]; c = {v.Name};\n"
               "fprintf('%d %d %s %s\\n', p, c{:});")
    assert out == "1 2 a b\n"


def test_vertical_and_block_concatenation(arun):
    out = arun("a = Item('a', 1); b = Item('b', 2); c = [a; b]; m = [a b; b a];\n"
               "fprintf('%d %d %d %d %s\\n', size(c), size(m), m(2, 1).Name);")
    assert out == "2 1 2 2 b\n"


def test_indexing_ranges_logical_and_end(arun):
    out = arun("for k = 1:4, v(k) = Item('x', k); end\n"
               "s = v(2:3); t = v(logical([1 0 0 1])); u = v(end);\n"
               "fprintf('%d %d | %d %d | %d\\n', [s.Price], [t.Price], u.Price);")
    assert out == "2 3 | 1 4 | 4\n"


def test_one_element_of_an_array_is_the_object(arun):
    out = arun("v = [Item('a', 1) Item('b', 2)]; x = v(2); fprintf('%d %d\\n', size(x));")
    assert out == "1 1\n"


def test_deletion(arun):
    out = arun("for k = 1:4, v(k) = Item('x', k); end\nv([1 3]) = [];\nfprintf('%d ', [v.Price]);")
    assert out == "2 4 "


def test_element_property_assignment_copies_value_objects(arun):
    out = arun("v = [Item('a', 1) Item('b', 2)]; w = v; v(2).Price = 9;\n"
               "fprintf('%d %d\\n', v(2).Price, w(2).Price);")
    assert out == "9 2\n"


def test_element_property_assignment_shares_handles(arun):
    out = arun("h = [Box(1) Box(2)]; g = h; g(1).V = 7; fprintf('%d\\n', h(1).V);")
    assert out == "7\n"


def test_gaps_take_the_default_object(arun):
    out = arun("v(3) = Item('c', 3); fprintf('%s %d %s\\n', v(1).Name, v(2).Price, v(3).Name);")
    assert out == "none 0 c\n"


def test_handle_gaps_are_distinct_objects(arun):
    out = arun("h(3) = Box(1); fprintf('%d\\n', h(1) == h(2));")
    assert out == "0\n"


def test_empty_and_append(arun):
    out = arun("e = Item.empty; f = Item.empty(0, 3);\n"
               "fprintf('%d %d %d %d %d\\n', size(e), size(f), isempty(e));\n"
               "e(end + 1) = Item('a', 1); e(end + 1) = Item('b', 2); fprintf('%d\\n', numel(e));")
    assert out == "0 0 0 3 1\n2\n"


def test_empty_needs_a_zero_dimension(arun):
    assert arun.error("e = Item.empty(2, 2);").identifier == "MATLAB:class:emptyMustBeZero"


def test_methods_receive_the_whole_array(arun):
    out = arun("v = [Item('a', 2) Item('b', 3)]; fprintf('%d %d\\n', total(v), v.total());")
    assert out == "5 5\n"


def test_for_iterates_elements_and_arrayfun_maps_them(arun):
    out = arun("v = [Item('a', 2) Item('b', 3)];\nfor o = v, fprintf('%s', o.Name); end\n"
               "p = arrayfun(@(o) o.Price * 10, v); fprintf(' %d', p);")
    assert out == "ab 20 30"


def test_handle_identity_and_validity_elementwise(arun):
    out = arun("a = Box(1); b = Box(1); arr = [a b a];\nfprintf('%d', arr == a); delete(b);\n"
               "fprintf(' %d', isvalid(arr));")
    assert out == "101 1 0 1"


def test_transpose_and_reshape(arun):
    out = arun("v = [Item('a', 1) Item('b', 2) Item('c', 3) Item('d', 4)];\n"
               "t = v'; r = reshape(v, 2, 2); fprintf('%d %d %d %d %s\\n', size(t), size(r), r(2, 2).Name);")
    assert out == "4 1 2 2 d\n"


def test_concatenating_unrelated_classes_is_an_error(arun):
    assert arun.error("x = [Item('a', 1) Box(1)];").identifier == "MATLAB:class:concatenation"


def test_concatenating_object_and_number_is_an_error(arun):
    assert arun.error("x = [Item('a', 1) 5];").identifier == "MATLAB:class:concatenation"


def test_out_of_range_index(arun):
    assert arun.error("v = [Item('a', 1) Item('b', 2)]; x = v(3);").identifier == "MATLAB:index:outOfBounds"


def test_isequal_of_arrays(arun):
    out = arun("a = [Item('a', 1) Item('b', 2)]; b = [Item('a', 1) Item('b', 2)];\n"
               "fprintf('%d %d\\n', isequal(a, b), isequal(a, [Item('a', 1) Item('b', 3)]));")
    assert out == "1 0\n"


def test_property_holding_an_object_array_grows(arun, tmp_path):
    (tmp_path / "Bag.m").write_text("classdef Bag < handle\n  properties\n    Items = []\n  end\n"
                                    "  methods\n    function add(b, it)\n      b.Items(end + 1) = it;\n"
                                    "    end\n  end\nend\n")
    out = arun("b = Bag(); b.add(Item('a', 1)); b.add(Item('b', 2));\n"
               "fprintf('%s %d %s\\n', class(b.Items), numel(b.Items), b.Items(2).Name);")
    assert out == "Item 2 b\n"


HET = {
    "Animal.m": "classdef (Abstract) Animal < matlab.mixin.Heterogeneous\n  methods (Abstract)\n"
                "    s = sound(a)\n  end\n  methods (Sealed)\n    function c = chorus(as)\n"
                "      c = strjoin(arrayfun(@(a) a.sound(), as, 'UniformOutput', false), ' ');\n"
                "    end\n  end\nend\n",
    "Dog.m": "classdef Dog < Animal\n  methods\n    function s = sound(d)\n      s = 'woof';\n    end\n  end\nend\n",
    "Cat.m": "classdef Cat < Animal\n  methods\n    function s = sound(c)\n      s = 'meow';\n    end\n  end\nend\n",
    "Half.m": "classdef Half < Animal\nend\n",
}


@pytest.fixture
def hrun(run, tmp_path, tier):
    for name, text in HET.items():
        (tmp_path / name).write_text(text)
    run.session.add_path([str(tmp_path)])
    return run


def test_heterogeneous_arrays_mix_subclasses(hrun):
    out = hrun("z = [Dog() Cat() Dog()]; fprintf('%s %s %s|%s\\n', class(z), class(z(2)), "
               "chorus(z), class([Cat(); Dog()]));")
    assert out == "Animal Cat woof meow woof|Animal\n"


def test_abstract_classes_cannot_be_instantiated(hrun):
    assert hrun.error("a = Animal();").identifier == "MATLAB:class:abstract"
    assert hrun.error("a = Half();").identifier == "MATLAB:class:abstract"


def test_setget_mixin(run, tmp_path, tier):
    (tmp_path / "Knob.m").write_text("classdef Knob < matlab.mixin.SetGet\n  properties\n    Level = 1\n"
                                     "    Label = 'k'\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    out = run("k = Knob(); set(k, 'Level', 4, 'Label', 'vol'); c = get(k, {'Level', 'Label'});\n"
              "s = get(k); fprintf('%d %s %d %s %d\\n', get(k, 'Level'), k.Label, c{1}, c{2}, s.Level);")
    assert out == "4 vol 4 vol 4\n"


def test_property_assignment_past_the_end_grows(arun):
    out = arun("x = Item.empty; x(1).Name = 'a'; x(3).Price = 9;\n"
               "fprintf('%s %d %s %d %s\\n', class(x), numel(x), x(1).Name, x(3).Price, x(2).Name);")
    assert out == "Item 3 a 9 none\n"


def test_constructor_may_build_an_array(arun, tmp_path):
    (tmp_path / "Multi.m").write_text("classdef Multi\n  properties\n    X = 0\n  end\n  methods\n"
                                      "    function o = Multi(xs)\n      if nargin\n        o(numel(xs)) = Multi();\n"
                                      "        for k = 1:numel(xs), o(k).X = xs(k); end\n      end\n    end\n  end\nend\n")
    assert arun("m = Multi([4 5 6]); fprintf('%d %d\\n', numel(m), m(2).X);") == "3 5\n"


def test_handle_compared_with_another_class_is_unequal(arun):
    assert arun("b = Box(1); fprintf('%d %d %d\\n', b == 5, b ~= 5, any([b b] == 'x'));") == "0 1 0\n"


def test_multiple_superclasses(run, tmp_path, tier):
    (tmp_path / "HasName.m").write_text("classdef HasName < handle\n  properties\n    Name = 'n'\n  end\n"
                                        "  methods\n    function o = HasName(n)\n      if nargin, o.Name = n; end\n"
                                        "    end\n    function s = greet(o)\n      s = ['hi ' o.Name];\n    end\n  end\nend\n")
    (tmp_path / "HasSize.m").write_text("classdef HasSize < handle\n  properties\n    Size = 3\n  end\n"
                                        "  methods\n    function s = twice(o)\n      s = 2 * o.Size;\n    end\n  end\nend\n")
    (tmp_path / "Both.m").write_text("classdef Both < HasName & HasSize\n  methods\n    function b = Both(n)\n"
                                     "      b = b@HasName(n);\n    end\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    out = run("b = Both('x'); fprintf('%s %d %d %d\\n', b.greet(), twice(b), isa(b, 'HasName'), isa(b, 'HasSize'));")
    assert out == "hi x 6 1 1\n"


def test_custom_display_mixin_loads(run, tmp_path, tier):
    (tmp_path / "Fancy.m").write_text("classdef Fancy < handle & matlab.mixin.CustomDisplay\n  properties\n"
                                      "    A = 2\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    out = run("f = Fancy(); fprintf('%d %d %d\\n', f.A, isa(f, 'matlab.mixin.CustomDisplay'), isa(f, 'handle'));")
    assert out == "2 1 1\n"


def test_property_validation_of_a_second_superclass(run, tmp_path, tier):
    (tmp_path / "VA.m").write_text("classdef VA < handle\n  properties\n    A (1,1) double = 1\n  end\nend\n")
    (tmp_path / "VB.m").write_text("classdef VB < handle\n  properties\n    B (1,1) double {mustBePositive} = 1\n"
                                   "  end\nend\n")
    (tmp_path / "VC.m").write_text("classdef VC < VA & VB\nend\n")
    run.session.add_path([str(tmp_path)])
    assert run("c = VC(); c.B = 4; fprintf('%d\\n', c.B);") == "4\n"
    assert run.error("c = VC(); c.B = -1;").identifier == "MATLAB:validators:mustBePositive"
