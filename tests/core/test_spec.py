"""Metadata validation: BuiltinSpec refuses bad fields and names builtin and field."""

from __future__ import annotations

import pytest

from runmat_builtins import BuiltinDefinitionError, catalog, runtime_builtin
from runmat_builtins.catalog import DuplicateBuiltinError, UnknownBuiltinError
from runmat_builtins.spec import parse_signature


def _define(**fields):
    def body(x, *, xp):
        return x

    return runtime_builtin(**fields)(body)


BASE = dict(name="tst_ok", category="test/core", summary="A test builtin.", signatures=["Y = tst_ok(X)"])


def test_valid_spec_registers(scratch_builtins):
    b = _define(**BASE)
    spec = catalog().get("tst_ok")
    assert spec is b.spec
    assert spec.origin.kind == "plugin"  # defined outside runmat_builtins.lib
    assert spec.signatures[0].min_inputs == 1


@pytest.mark.parametrize("field,value,needle", [
    ("bogus", 1, "bogus"),
    ("accel", {"kind": "elementwise", "speed": "fast"}, "accel.speed"),
    ("accel", {"kind": "warp"}, "accel.kind"),
    ("errors", [{"identifier": "not an id", "when": "x"}], "errors.0.identifier"),
    ("category", "Math//Trig", "category"),
    ("summary", "  ", "summary"),
    ("effects", ["telepathy"], "effects"),
])
def test_invalid_field_names_builtin_and_field(scratch_builtins, field, value, needle):
    with pytest.raises(BuiltinDefinitionError) as ei:
        _define(**{**BASE, field: value})
    msg = str(ei.value)
    assert "builtin 'tst_ok'" in msg and needle in msg


def test_signature_checked_against_function(scratch_builtins):
    with pytest.raises(BuiltinDefinitionError, match=r"builtin 'tst_ok'.*signatures.*takes 3 input"):
        _define(**{**BASE, "signatures": ["Y = tst_ok(A, B, C)"]})
    with pytest.raises(BuiltinDefinitionError, match="variadic"):
        _define(**{**BASE, "signatures": ["Y = tst_ok(X, ...)"]})
    with pytest.raises(BuiltinDefinitionError, match="names 'other'"):
        _define(**{**BASE, "signatures": ["Y = other(X)"]})


def test_unknown_keyword_parameter_refused(scratch_builtins):
    def body(x, *, device):
        return x

    with pytest.raises(BuiltinDefinitionError, match="device"):
        runtime_builtin(**BASE)(body)


def test_output_mode_needs_nargout(scratch_builtins):
    with pytest.raises(BuiltinDefinitionError, match="output_mode"):
        _define(**{**BASE, "output_mode": "nargout"})


def test_core_category_must_match_module(scratch_builtins):
    def body(x):
        return x

    body.__module__ = "runmat_builtins.lib.math.trigonometry.sine"
    with pytest.raises(BuiltinDefinitionError, match="category.*runmat_builtins/lib/strings/core"):
        runtime_builtin(**{**BASE, "category": "strings/core"})(body)


def test_core_category_and_name_default_to_package_and_function(scratch_builtins):
    def tst_pkg(x):
        return x

    tst_pkg.__module__ = "runmat_builtins.lib.math.trigonometry.sine"
    b = runtime_builtin(summary="A test builtin.", signatures=["Y = tst_pkg(X)"])(tst_pkg)
    assert (b.spec.name, b.spec.category) == ("tst_pkg", "math/trigonometry")
    assert b.spec.origin.kind == "core"


def test_plugin_builtin_still_names_its_category(scratch_builtins):
    with pytest.raises(BuiltinDefinitionError, match="category"):
        _define(**{k: v for k, v in BASE.items() if k != "category"})


def test_duplicate_refused_unless_override(scratch_builtins):
    _define(**BASE)
    with pytest.raises(DuplicateBuiltinError, match="tst_ok"):
        _define(**BASE)
    with pytest.warns(UserWarning, match="overrides"):
        _define(**{**BASE, "override": True, "summary": "Replacement."})
    assert catalog().get("tst_ok").summary == "Replacement."


def test_names_case_sensitive_and_suggest(scratch_builtins):
    _define(**BASE)
    with pytest.raises(UnknownBuiltinError) as ei:
        catalog().get("TST_OK")
    assert "tst_ok" in ei.value.suggestions
    assert "Did you mean" in str(ei.value)


def test_parse_signature_forms():
    name, sig = parse_signature("[M, I] = max(X, [], DIM)")
    assert name == "max" and [o.name for o in sig.outputs] == ["M", "I"]
    assert [p.name for p in sig.inputs] == ["X", "[]", "DIM"]
    name, sig = parse_signature("B = zeros(SZ1, ..., SZN)")
    assert sig.max_inputs is None and sig.min_inputs == 1
    name, sig = parse_signature("Y = cast(X, 'like', P)")
    assert sig.inputs[1].literal == "like"
    name, sig = parse_signature("tic")
    assert name == "tic" and sig.inputs == [] and sig.outputs == []


def test_catalog_filters_and_json(scratch_builtins):
    _define(**{**BASE, "keywords": ["scratchy"], "accel": {"kind": "elementwise"}})
    cat = catalog()
    assert [s.name for s in cat.specs(keyword="scratchy")] == ["tst_ok"]
    assert "tst_ok" in [s.name for s in cat.specs(category="test")]
    assert "tst_ok" in [s.name for s in cat.specs(accel_kind="elementwise")]
    assert "tst_ok" not in [s.name for s in cat.specs(origin="runmat")]
    import json

    data = json.loads(cat.to_json(keyword="scratchy"))
    assert data[0]["name"] == "tst_ok" and data[0]["accel"]["kind"] == "elementwise"
    schema = cat.json_schema()
    assert schema["additionalProperties"] is False and "signatures" in schema["properties"]


def test_python_api_errors_share_one_root_by_phase(scratch_builtins):
    """Each phase's error is a RunMatError (one ``except`` catches them all), still also the
    built-in class callers caught before (KeyError, ValueError)."""
    from runmat_accel.fusion.template import TemplateError, parse
    from runmat_builtins import PluginError, RegistrationError, RunMatError

    with pytest.raises(RunMatError):
        _define(**{**BASE, "summary": "  "})            # definition
    _define(**BASE)
    with pytest.raises(RegistrationError):
        _define(**BASE)                                 # registration
    with pytest.raises(RegistrationError) as ei:
        catalog().get("no_such_builtin_here")
    assert isinstance(ei.value, KeyError)
    with pytest.raises(RunMatError) as et:
        parse("{0} + ")                                 # template
    assert isinstance(et.value, (TemplateError, ValueError))
    assert issubclass(PluginError, RunMatError)
