"""Events and listeners: ``events`` blocks, ``notify``, ``addlistener``/``listener``,
``event.EventData`` (and user subclasses of it), ``SetObservable`` properties with
``PreSet``/``PostSet`` listeners.

MATLAB's built-in classes of this area (``event.EventData``, ``event.PropertyEvent``,
``event.listener``, ``event.proplistener``) are written as classdef source
(:data:`SOURCES`) and loaded like user classes, so a user class may derive from them
(``classdef MyData < event.EventData``).  Listeners of a handle object are kept in the
session's registry (weakly keyed by the object); ``notify`` calls each enabled, valid
listener's callback as ``cb(src, evtData)`` (a cell ``{@f, a, b}`` calls ``f(src, evt, a, b)``),
in the order the listeners were added.  Deleting a listener (``delete(lh)``) stops its calls.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values import char_row, to_str

from .arrays import flat, is_object
from .objects import MObject

SOURCES = {
    "event.EventData": """classdef EventData < handle
    properties (SetAccess = private)
        Source
        EventName
    end
end
""",
    "event.PropertyEvent": """classdef PropertyEvent < event.EventData
    properties (SetAccess = private)
        AffectedObject
    end
end
""",
    "event.listener": """classdef listener < handle
    properties
        Enabled = true
        Recursive = false
    end
    properties (SetAccess = private)
        Source
        EventName
        Callback
    end
end
""",
    "event.proplistener": """classdef proplistener < event.listener
    properties (SetAccess = private)
        Object
    end
end
""",
}

_PROPERTY_EVENTS = ("PreSet", "PostSet", "PreGet", "PostGet")


def builtin_class(session: Any, name: str) -> Any:
    """The ClassInfo of a built-in class written as classdef source (loaded once per session):
    this module's, ``matlab.mixin.CustomDisplay`` and its ``PropertyGroup`` (custom_display.py),
    ``meta.class`` and its kin (meta.py); None for other names."""
    text = SOURCES.get(name)
    setup = None
    if text is None:
        from . import custom_display, meta, modular  # here: they import this module's neighbours

        for mod in (custom_display, meta, modular):
            text = mod.SOURCES.get(name)
            if text is not None:
                setup = mod.setup
                break
        else:
            return None
    from . import load_class  # here: the package __init__ imports the registry, which imports this

    from .registry import ensure_registry  # here: the registry imports this module

    cache = ensure_registry(session).builtin_classes
    cls = cache.get(name)
    if cls is None:
        pkg, _, short = name.rpartition(".")
        program, src = session._parse(text, f"<{name}>")
        cls = load_class(session, program, f"<builtin>/{short}.m", src, {}, qualified=name)
        cache[name] = cls
        if name in ("event.listener", "event.proplistener"):
            cls.native_ctor = _listener_ctor
        if setup is not None:
            setup(cls)
    return cls


def _new(session: Any, name: str, **props: Any) -> MObject:
    cls = builtin_class(session, name)
    obj = MObject(cls, dict(cls.defaults()))  # these classes have no constructor to run
    obj.props.update(props)
    return obj


def _text(v: Any, what: str) -> str:
    try:
        return to_str(v)
    except TypeError:
        raise MException("MATLAB:class:InvalidEventName", f"{what} must be text.") from None


def events_of(cls: Any) -> list[str]:
    """The events a class defines or inherits (handle classes: ``ObjectBeingDestroyed`` too)."""
    out: list[str] = []
    for c in cls.ancestors():
        out.extend(e for e in c.ast.events if e not in out)
    if cls.is_handle:
        out.append("ObjectBeingDestroyed")
    return out


def events(sess: Any, args: list, nargout: int) -> Any:
    """``events('Cls')`` / ``events(obj)``: the event names (a cell with an output, else a listing)."""
    from .functions import _class_of_arg, _names_cell  # here: functions imports this module

    if len(args) != 1:
        raise MException("MATLAB:minrhs" if not args else "MATLAB:TooManyInputs",
                         "Not enough input arguments." if not args else "Too many input arguments.")
    cls = _class_of_arg(sess, args[0])
    if cls is None:
        raise MException("MATLAB:events:InvalidInput", "Input must be an object or the name of a class.")
    names = events_of(cls)
    if nargout:
        return _names_cell(names)
    sess.ctx.stdout.write(f"Events for class {cls.name}:\n\n" + "".join(f"    {n}\n" for n in names) + "\n")
    return None


def being_destroyed(obj: MObject) -> None:
    """``delete(h)``: the ``ObjectBeingDestroyed`` listeners of ``h`` run first."""
    sess = obj.cls.session
    active = _active(sess, obj, "ObjectBeingDestroyed")
    if active:
        data = _new(sess, "event.EventData", Source=obj, EventName=char_row("ObjectBeingDestroyed"))
        for lh in active:
            _fire(sess, lh, obj, data)


def _check_event(cls: Any, name: str) -> None:
    if name not in events_of(cls):
        raise MException("MATLAB:class:EventNotFound",
                         f"Event '{name}' is not defined for class '{cls.name}'.")


def _listeners(session: Any, src: MObject) -> list:
    return session.classes.listeners.setdefault(src, [])


def _make_listener(sess: Any, args: list, what: str) -> MObject:
    """``addlistener(src, 'Evt', cb)`` / ``addlistener(src, 'Prop', 'PostSet', cb)``."""
    if len(args) < 3:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    src = args[0]
    if not is_object(src) or not src.cls.is_handle:
        raise MException("MATLAB:class:ListenerSourceNotHandle",
                         f"The source of {what} must be a handle object.")
    if len(args) >= 4:
        props = args[1]
        names = [_text(p, "Property name") for p in (props.flat if isinstance(props, np.ndarray)
                                                     and props.dtype.kind == "O" else [props])]
        event = _text(args[2], "Event name")
        if event not in _PROPERTY_EVENTS:
            raise MException("MATLAB:class:InvalidEventName",
                             f"'{event}' is not a property event (PreSet, PostSet, PreGet, PostGet).")
        for e in flat(src):
            for n in names:
                p = e.cls.props.get(n)
                if p is None:
                    raise MException("MATLAB:class:InvalidProperty",
                                     f"'{n}' is not a property of class '{e.cls.name}'.")
                if not p.set_observable and event in ("PreSet", "PostSet"):
                    raise MException("MATLAB:class:nonSetObservableProp",
                                     f"While adding a {event} listener, property '{n}' in class "
                                     f"'{e.cls.name}' is not defined to be SetObservable.")
                if not p.get_observable and event in ("PreGet", "PostGet"):
                    raise MException("MATLAB:class:nonGetObservableProp",
                                     f"While adding a {event} listener, property '{n}' in class "
                                     f"'{e.cls.name}' is not defined to be GetObservable.")
        lh = _new(sess, "event.proplistener", Source=src, EventName=char_row(event),
                  Callback=args[3])
        lh.props["Object"] = src
        lh_props = tuple(names)
    else:
        event = _text(args[1], "Event name")
        for e in flat(src):
            _check_event(e.cls, event)
        lh = _new(sess, "event.listener", Source=src, EventName=char_row(event), Callback=args[2])
        lh_props = ()
    sess.classes.listener_props[lh] = lh_props
    sess.classes.tied[lh] = what == "addlistener"
    for e in flat(src):
        _listeners(sess, e).append(lh)
    return lh


def addlistener(sess: Any, args: list, nargout: int) -> Any:
    """``lh = addlistener(src, 'Evt', @cb)``: the listener lives as long as the source."""
    return _make_listener(sess, args, "addlistener")


def listener(sess: Any, args: list, nargout: int) -> Any:
    """``lh = listener(src, 'Evt', @cb)``: a listener not tied to the source's lifetime."""
    return _make_listener(sess, args, "listener")


def _listener_ctor(cls: Any, args: list) -> MObject:
    """``event.listener(src, 'Evt', @cb)`` / ``event.proplistener(src, props, 'PostSet', @cb)``."""
    sess = cls.session
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    return _make_listener(sess, list(args), cls.name)


def _fire(sess: Any, lh: MObject, src: Any, data: MObject) -> None:
    from runmat_vm import interp  # here: the interpreter imports the registry only at run time

    cb = lh.props.get("Callback")
    extra: list = []
    if isinstance(cb, np.ndarray) and cb.dtype.kind == "O" and cb.size:
        items = list(cb.flatten(order="F"))
        cb, extra = items[0], items[1:]
    try:
        interp.call_value(sess, cb, [src, data, *extra], 0, sess.ctx.frame)
    except MException as exc:  # MATLAB: a failing callback warns; the other listeners still run
        event = to_str(lh.props["EventName"])
        owner = getattr(getattr(lh.props.get("Source"), "cls", None), "name", "")
        sess.ctx.warn("MATLAB:callback:error",
                      f"Error occurred while executing the listener callback for event {event} "
                      f"defined for class {owner}:\n{exc.message}")


def _active(sess: Any, src: MObject, event: str, prop: str | None = None) -> list:
    out = []
    for lh in list(sess.classes.listeners.get(src, ())):
        if not lh.valid or not _truthy(lh.props.get("Enabled", True)):
            continue
        if to_str(lh.props["EventName"]) != event:
            continue
        if prop is not None and prop not in sess.classes.listener_props.get(lh, ()):
            continue
        out.append(lh)
    return out


def _truthy(v: Any) -> bool:
    return bool(np.all(v)) if isinstance(v, np.ndarray) else bool(v)


def notify(sess: Any, args: list, nargout: int) -> Any:
    """``notify(obj, 'Evt')`` / ``notify(obj, 'Evt', data)``: call the listeners of ``Evt``."""
    if len(args) < 2:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    src = args[0]
    if not is_object(src) or not src.cls.is_handle:
        raise MException("MATLAB:UndefinedFunction",
                         "Undefined function 'notify' for input arguments of this type.")
    event = _text(args[1], "Event name")
    for e in flat(src):
        _check_event(e.cls, event)
        if len(args) >= 3:
            data = args[2]
            if data.__class__ is not MObject or "event.EventData" not in data.cls.lineage():
                raise MException("MATLAB:class:InvalidEventData",
                                 "Event data must be an object of a subclass of event.EventData.")
        else:
            data = _new(sess, "event.EventData")
        data.props["Source"] = e
        data.props["EventName"] = char_row(event)
        for lh in _active(sess, e, event):
            _fire(sess, lh, e, data)
    return None


def property_event(obj: MObject, name: str, event: str) -> None:
    """``PreSet``/``PostSet`` of a SetObservable property, ``PreGet``/``PostGet`` of a
    GetObservable one: call its listeners (set_property and get_property call this around a
    handle object's assignment or read)."""
    sess = obj.cls.session
    reg = sess.classes
    if not reg.listeners or obj not in reg.listeners:
        return
    active = _active(sess, obj, event, name)
    if not active:
        return
    from .meta import property_meta  # here: meta imports this module

    meta = property_meta(obj.cls, name)
    data = _new(sess, "event.PropertyEvent", AffectedObject=obj, Source=meta, EventName=char_row(event))
    for lh in active:
        _fire(sess, lh, meta, data)


def source_deleted(obj: MObject) -> None:
    """``delete(src)``: the listeners ``addlistener`` tied to ``src`` are destroyed with it."""
    reg = obj.cls.session.classes
    for lh in reg.listeners.pop(obj, ()):
        if lh.cls.name in ("event.listener", "event.proplistener") and reg.tied.get(lh, False):
            lh.valid = False


FUNCTIONS = {"addlistener": addlistener, "listener": listener, "notify": notify, "events": events}
