"""addlistener: the catalog entry of the handle-object method. The VM's class system serves the
call whenever an argument is an object (runmat_vm/classes/events.py); this body is reached only
without one, where MATLAB has no such function for the argument's class."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import undefined_function
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example

_COUNTER = ("d = tempname; mkdir(d);\nfid = fopen(fullfile(d, 'Counter.m'), 'w');\n"
            "fprintf(fid, 'classdef Counter < handle\\n  events\\n    Bumped\\n  end\\nend\\n');\n"
            "fclose(fid);\naddpath(d);\n")


@runtime_builtin(
    summary="Listen to an event (or a property event) of a handle object: the callback runs on notify.",
    description="lh = addlistener(src, 'EventName', @callback) calls callback(src, eventData) each time "
                "notify(src, 'EventName') runs; addlistener(src, 'Prop', 'PostSet', @cb) listens to a "
                "SetObservable property. The listener lives as long as the source (listener(...) makes "
                "one that does not). A method of handle objects: with no object argument it is undefined.",
    keywords=["event", "listener", "notify", "handle", "callback", "observer"],
    related=["notify", "listener", "delete"],
    signatures=["lh = addlistener(SRC, EVENTNAME, CALLBACK)", "lh = addlistener(SRC, PROPNAME, PROPEVENT, CALLBACK)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="no argument is an object"),
            ErrorSpec(identifier="MATLAB:class:ListenerSourceNotHandle", when="the source is not a handle object"),
            ErrorSpec(identifier="MATLAB:class:EventNotFound", when="the class defines no such event")],
    examples=[Example(code=_COUNTER + "c = Counter;\nlh = addlistener(c, 'Bumped', @(src, evt) disp(evt.EventName));\n"
                                      "notify(c, 'Bumped')\nrmpath(d);", output="Bumped\n",
                      description="a handle class with an event, written to a folder on the path"),
              Example(code="try\n  addlistener(5, 'Bumped', @(src, evt) disp('x'));\ncatch e\n  disp(e.identifier)\nend",
                      output="MATLAB:UndefinedFunction\n")],
)
def addlistener(*args: Any) -> Any:
    if len(args) < 3:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    raise undefined_function("addlistener", args)
