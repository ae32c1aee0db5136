"""Lowering of arguments blocks and property validation (runmat_vm/frontend/lower_cst.py)."""

from __future__ import annotations

import math

from runmat_vm.frontend import ast as A
from runmat_vm.frontend import parse


def test_arguments_blocks_lower_to_declarations():
    src = ("function [o] = f(a, ~, opts, varargin)\narguments (Input)\n  a (1,:) double {mustBePositive, "
           "mustBeMember(a, [1 2])} = 1\n  ~\n  opts.Name (1,1) string = \"x\"\n  opts.?pkg.Cls\nend\n"
           "arguments (Repeating)\n  varargin\nend\narguments (Output, Repeating)\n  o\nend\no = a;\nend\n")
    fn = parse(src).functions[0]
    assert [b.attributes for b in fn.arguments] == [("Input",), ("Repeating",), ("Output", "Repeating")]
    a, tilde, name, cls = fn.arguments[0].arguments
    assert a.name == "a" and a.check.dims == (1, None) and a.check.cls == "double"
    assert isinstance(a.check.validators[0], A.Ident) and isinstance(a.check.validators[1], A.Index)
    assert a.default == A.Num(1.0, False, "1")
    assert tilde.name == "~" and name.name == "opts.Name" and name.check.cls == "string"
    assert cls.name == "opts.?pkg.Cls"
    assert len(fn.body) == 1  # the blocks are not statements


def test_property_validation_is_parsed():
    src = "classdef C\n properties\n  L (1,3) double {mustBeReal} = [1 2 3]\n  P\n end\nend\n"
    props = parse(src).classdef.properties[0].properties
    assert props[0].check.dims == (1, 3) and props[0].check.cls == "double"
    assert [v.name for v in props[0].check.validators] == ["mustBeReal"]
    assert props[1].check is None
    assert math.isnan(A.Num(math.nan, False, "NaN").value)
