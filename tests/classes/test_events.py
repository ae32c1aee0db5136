"""Events and listeners: notify, addlistener/listener, event data, property events."""

from __future__ import annotations

import pytest

SENSOR = """classdef Sensor < handle
    properties (SetObservable)
        Reading = 0
    end
    properties
        Plain = 0
    end
    events
        Alarm
    end
    methods
        function trip(s, level)
            if nargin > 1
                notify(s, 'Alarm', LevelData(level));
            else
                s.notify('Alarm');
            end
        end
    end
end
"""
LEVELDATA = """classdef LevelData < event.EventData
    properties
        Level
    end
    methods
        function d = LevelData(v)
            d.Level = v;
        end
    end
end
"""
SUB = """classdef SubSensor < Sensor
end
"""


@pytest.fixture
def vrun(run, tmp_path, tier):
    (tmp_path / "Sensor.m").write_text(SENSOR)
    (tmp_path / "LevelData.m").write_text(LEVELDATA)
    (tmp_path / "SubSensor.m").write_text(SUB)
    run.session.add_path([str(tmp_path)])
    return run


def test_listener_gets_source_and_event_data(vrun):
    out = vrun("s = Sensor(); lh = addlistener(s, 'Alarm', @(src, e) fprintf('%s %d %d %s\\n', "
               "e.EventName, src == s, e.Source == s, class(e)));\ns.trip();")
    assert out == "Alarm 1 1 event.EventData\n"


def test_custom_event_data(vrun):
    out = vrun("s = Sensor(); addlistener(s, 'Alarm', @(src, e) fprintf('%d %s\\n', e.Level, class(e)));\n"
               "s.trip(4);")
    assert out == "4 LevelData\n"


def test_listeners_run_in_order_added(vrun):
    out = vrun("s = Sensor(); addlistener(s, 'Alarm', @(a, b) fprintf('1')); "
               "addlistener(s, 'Alarm', @(a, b) fprintf('2')); s.trip();")
    assert out == "12"


def test_listeners_are_per_object(vrun):
    out = vrun("a = Sensor(); b = Sensor(); addlistener(a, 'Alarm', @(x, y) fprintf('a')); b.trip(); a.trip();")
    assert out == "a"


def test_deleted_and_disabled_listeners_are_silent(vrun):
    out = vrun("s = Sensor(); l1 = addlistener(s, 'Alarm', @(a, b) fprintf('1'));\n"
               "l2 = listener(s, 'Alarm', @(a, b) fprintf('2'));\n"
               "delete(l1); l2.Enabled = false; s.trip(); l2.Enabled = true; s.trip();\n"
               "fprintf(' %d %d', isvalid(l1), isvalid(l2));")
    assert out == "2 0 1"


def test_listener_class(vrun):
    out = vrun("s = Sensor(); l = addlistener(s, 'Alarm', @(a, b) 0); fprintf('%s %d\\n', class(l), isa(l, 'handle'));")
    assert out == "event.listener 1\n"


def test_inherited_events(vrun):
    assert vrun("s = SubSensor(); addlistener(s, 'Alarm', @(a, b) fprintf('sub')); s.trip();") == "sub"


def test_unknown_event(vrun):
    assert vrun.error("s = Sensor(); notify(s, 'Nope');").identifier == "MATLAB:class:EventNotFound"
    assert vrun.error("s = Sensor(); addlistener(s, 'Nope', @(a, b) 0);").identifier == "MATLAB:class:EventNotFound"


def test_event_data_must_derive_from_event_data(vrun):
    assert vrun.error("s = Sensor(); notify(s, 'Alarm', 5);").identifier == "MATLAB:class:InvalidEventData"


def test_property_events(vrun):
    out = vrun("s = Sensor();\naddlistener(s, 'Reading', 'PreSet', @(p, e) fprintf('pre %d;', e.AffectedObject.Reading));\n"
               "addlistener(s, 'Reading', 'PostSet', @(p, e) fprintf('%s %s %d;', e.EventName, p.Name, e.AffectedObject.Reading));\n"
               "s.Reading = 3; s.Plain = 4;")
    assert out == "pre 0;PostSet Reading 3;"


def test_property_events_need_set_observable(vrun):
    err = vrun.error("s = Sensor(); addlistener(s, 'Plain', 'PostSet', @(p, e) 0);")
    assert err.identifier == "MATLAB:class:nonSetObservableProp"


def test_callback_as_cell_with_extra_arguments(vrun):
    out = vrun("s = Sensor(); addlistener(s, 'Alarm', {@(a, b, t) fprintf('%s', t), 'tag'}); s.trip();")
    assert out == "tag"


def test_method_handle_callback(vrun, tmp_path):
    (tmp_path / "Watcher.m").write_text("classdef Watcher < handle\n  properties\n    N = 0\n  end\n"
                                        "  methods\n    function onAlarm(w, src, evt)\n      w.N = w.N + 1;\n"
                                        "    end\n  end\nend\n")
    out = vrun("s = Sensor(); w = Watcher(); addlistener(s, 'Alarm', @w.onAlarm); s.trip(); s.trip();\n"
               "fprintf('%d\\n', w.N);")
    assert out == "2\n"


def test_failing_callback_warns_and_the_others_run(vrun):
    out = vrun("s = Sensor(); addlistener(s, 'Alarm', @(a, b) error('x:y', 'boom'));\n"
               "addlistener(s, 'Alarm', @(a, b) fprintf('second;')); s.trip(); fprintf('after');")
    assert out == "second;after"
    assert "listener callback for event Alarm" in vrun.session.ctx.stderr.getvalue()


def test_deleting_the_source_destroys_its_addlistener_listeners(vrun):
    out = vrun("s = Sensor(); a = addlistener(s, 'Alarm', @(x, y) 0); b = listener(s, 'Alarm', @(x, y) 0);\n"
               "delete(s); fprintf('%d %d\\n', isvalid(a), isvalid(b));")
    assert out == "0 1\n"


def test_listener_on_an_array_of_sources(vrun):
    out = vrun("s = [Sensor() Sensor()]; addlistener(s, 'Alarm', @(x, y) fprintf('h')); s(2).trip(); s(1).trip();")
    assert out == "hh"


def test_event_listener_constructor(vrun):
    out = vrun("s = Sensor(); l = event.listener(s, 'Alarm', @(x, y) fprintf('c')); s.trip(); fprintf(' %s', class(l));")
    assert out == "c event.listener"


def test_events_function(vrun):
    out = vrun("e = events('Sensor'); fprintf('%s ', e{:}); events(SubSensor())")
    assert out == ("Alarm ObjectBeingDestroyed Events for class SubSensor:\n\n"
                   "    Alarm\n    ObjectBeingDestroyed\n\n")


def test_object_being_destroyed(vrun):
    out = vrun("s = Sensor(); s.Plain = 3;\n"
               "addlistener(s, 'ObjectBeingDestroyed', @(src, e) fprintf('%s %d;', e.EventName, src.Plain));\n"
               "delete(s); fprintf('%d', isvalid(s));")
    assert out == "ObjectBeingDestroyed 3;0"


def test_abort_set_skips_equal_values(vrun, tmp_path):
    (tmp_path / "Dial.m").write_text("classdef Dial < handle\n  properties (SetObservable, AbortSet)\n"
                                     "    V = 1\n  end\nend\n")
    out = vrun("d = Dial(); addlistener(d, 'V', 'PostSet', @(p, e) fprintf('set %d;', e.AffectedObject.V));\n"
               "d.V = 1; d.V = 2; d.V = 2; d.V = 3;")
    assert out == "set 2;set 3;"
