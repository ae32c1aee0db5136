"""classdef lowering: typed nodes for attributes, superclasses, properties and methods."""

from __future__ import annotations

from runmat_vm.frontend import ast as A
from runmat_vm.frontend import parse

SRC = """classdef (Sealed) Circle < Shape & handle
    properties
        R = 1
        Name char = 'c'
    end
    properties (Constant, Access = private)
        K = 2;
    end
    methods
        function obj = Circle(r)
            obj = obj@Shape(r);
        end
        function a = get.Area(obj)
            a = 1;
        end
    end
    methods (Static)
        function c = unit()
            c = 1;
        end
        r = external(x)
    end
    events
        Changed
    end
end
function helper()
end
"""


def test_classdef_nodes():
    p = parse(SRC)
    c = p.classdef
    assert p.kind == "classdef" and c.name == "Circle"
    assert c.superclasses == ("Shape", "handle")
    assert c.attributes == (A.Attribute("Sealed"),)
    b0, b1 = c.properties
    assert [x.name for x in b0.properties] == ["R", "Name"]
    assert b0.properties[0].default == A.Num(1.0, False, "1")
    assert b0.properties[1].validation == "char"
    assert b1.attributes == (A.Attribute("Constant"), A.Attribute("Access", A.Ident("private")))
    m0, m1 = c.methods
    assert [f.name for f in m0.methods] == ["Circle", "get.Area"]
    assert m1.attributes == (A.Attribute("Static"),) and m1.signatures == ("external",)
    assert c.events == ("Changed",)
    assert [f.name for f in p.functions] == ["helper"]


def test_superclass_call_lowers_to_at_name():
    ctor = parse(SRC).classdef.methods[0].methods[0]
    assert ctor.body[0] == A.Assign(A.Ident("obj"), A.Index(A.Ident("obj@Shape"), (A.Ident("r"),), False), True)


def test_classdef_backward_compatible_fields():
    c = parse("classdef Foo\nend").classdef
    assert c.name == "Foo" and c.text.startswith("classdef Foo")
    assert c.properties == () and c.methods == () and c.enumeration == ""
