"""The accel guard: the only door between builtin bodies and devices.

``make_guard`` wraps a builtin body into an invoker ``(args, nargout, ctx)``:
placement follows data arguments; the body receives arrays where they are
computed plus the array namespace ``xp``; declined or failed device calls
fall back to the host with a counted, once-shown warning; every call is
counted in telemetry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from time import perf_counter_ns
from typing import Any

import numpy as np

from runmat_accel import messages
from runmat_accel._private.manager import manager
from runmat_accel.diagnostics import warn_once
from runmat_accel.errors import MException
from runmat_accel.gpuarray import IMPLICIT_SEEN, GpuArray, underlying_class
from runmat_accel.overloads import ROUTES as _ROUTES
from runmat_accel.planner import log as plan_log
from runmat_accel.planner import store_comes_home
from runmat_accel.planner.state import keep_implicit
from runmat_accel.provider import Provider
from runmat_accel.telemetry import recorder

Invoker = Callable[[tuple, int, Any], Any]
_INF = float("inf")
DEVICE_KINDS = frozenset({"elementwise", "reduction", "matmul", "shape", "indexing",
                          "construct", "random", "custom"})


def _is_gpu_option(value: Any) -> bool:
    """True for the char/string option 'gpuArray' (as in zeros(2, 'gpuArray'))."""
    if value.__class__ is not np.ndarray or value.dtype.kind not in "UT" or value.size not in (1, 8):
        return False
    text = "".join(value.ravel().tolist()) if value.dtype.kind == "U" else str(value.ravel()[0])
    return text.lower() == "gpuarray"


def _host_scalar(out: Any) -> np.ndarray | None:
    """A Python number or NumPy scalar as a 1x1 array (None for anything else).

    Device bodies return these where NumPy reduces to a scalar (the inprocess device) or a
    fast path answered on the host; the result of a device call is still a gpuArray."""
    t = out.__class__
    if t is float or t is int:
        return np.array([[out]], dtype=np.float64)
    if t is bool or t is complex:
        return np.array([[out]])
    if isinstance(out, np.generic) and out.dtype.kind in "biufc":
        return np.asarray(out).reshape(1, 1)
    return None


def _error_id(exc: BaseException) -> str:
    return exc.identifier if isinstance(exc, MException) else f"python:{type(exc).__name__}"


def _kw_text(pass_xp: bool, pass_nargout: bool, pass_ctx: bool) -> str:
    """The keyword arguments a host call passes to the body, as source text."""
    return "".join(f", {k}={v}" for k, v, on in (("xp", "np", pass_xp), ("nargout", "nargout", pass_nargout),
                                                  ("ctx", "ctx", pass_ctx)) if on)


# The hot path: the invoker of one builtin, generated when the guard is made (the way
# dataclasses and namedtuple generate code) so that a host call costs one class check per
# argument, a body call with positional arguments and keyword *names* (CPython's vectorcall:
# no dict built per call), two atomic counter steps (itertools.count: exact under threads)
# and one time sum. Calls with one or two arguments are unrolled; more go through *args.
_INVOKER = """
def make(fn, routed_call, device_call, stat, trace, rec, name, np, GpuArray, is_gpu_option, error_id,
         perf_counter_ns, ndarray, floor, implicit):
  # ``Objs`` (a global of this generated module): the types that overload builtins (runmat_accel.overloads),
  # whose arguments reach their type's route before the body runs (see routed_call). A gpuArray
  # (never routed) with no object argument and no implicit value seen goes to the device path
  # directly: one frame and the route loop fewer per device call.
  def invoke(args, nargout=1, ctx=None):
      t0 = perf_counter_ns()
      try:
          n = len(args)
          if n == 1:
              a = args[0]
              if {check_a}:
                  if {direct_1}:
                      out = device_call(args, nargout, ctx)
                  else:
                      out = routed_call(args, nargout, ctx)
              else:
                  out = fn(a{kw})
          elif n == 2:
              a, b = args
              if {check_a} or {check_b}:
                  if {direct_2}:
                      out = device_call(args, nargout, ctx)
                  else:
                      out = routed_call(args, nargout, ctx)
              else:
                  out = fn(a, b{kw})
          else:
              for a in args:
                  if {check_a}:
                      out = routed_call(args, nargout, ctx)
                      break
              else:
                  out = fn(*args{kw})
      except BaseException as exc:
          rec.count_error(name, error_id(exc))
          rec.count_call(name, perf_counter_ns() - t0)
          raise
      next(trace)
      next(stat[0])
      stat[1] += perf_counter_ns() - t0
      return out
  return invoke
"""
_CHECKS = {
    # any gpuArray or object argument: the device path (or the object's method) decides
    "gpu": "((c := {0}.__class__) is GpuArray or c in Objs)",
    "construct": "((c := {0}.__class__) is GpuArray or c in Objs or is_gpu_option({0}))",  # also 'gpuArray'
    "none": "{0}.__class__ in Objs",  # meta builtins see gpuArrays as they are, objects' routes first
    # elementwise/reduction/matmul: also host arrays the offload planner may move (floor: inf when off)
    "planned": "((c := {0}.__class__) is GpuArray or c in Objs or (c is ndarray and {0}.size >= floor[0]))",
    # sized constructors: every call while the planner is on (floor < inf), which reads the sizes
    "planned_construct": "(floor[0] < 1e308 or (c := {0}.__class__) is GpuArray or c in Objs or is_gpu_option({0}))",
}
# when a call that passed the check may skip routed_call (meta builtins never do: their bodies
# see gpuArrays as they are)
_DIRECT_1 = "a.__class__ is GpuArray and not implicit[0]"
_DIRECT_2 = ("not implicit[0] and (a.__class__ is GpuArray or b.__class__ is GpuArray) "
             "and a.__class__ not in Objs and b.__class__ not in Objs")


_FACTORIES: dict[tuple[str, str], Callable[..., Invoker]] = {}
def _specialised_invoker(fn: Callable[..., Any], routed_call: Callable[..., Any], device_call: Callable[..., Any],
                         stat: list, trace: Any, rec: Any, name: str, *, check: str, keywords: str,
                         floor: list | None = None) -> Invoker:
    # one compiled factory per (check, keywords) shape, shared by every builtin of that shape
    make = _FACTORIES.get((check, keywords))
    if make is None:
        direct = check != "none"
        src = _INVOKER.format(check_a=_CHECKS[check].format("a"), check_b=_CHECKS[check].format("b"), kw=keywords,
                              direct_1=_DIRECT_1 if direct else "False", direct_2=_DIRECT_2 if direct else "False")
        scope: dict[str, Any] = {"Objs": _ROUTES}
        exec(compile(src, f"<guard invoker {check}{keywords}>", "exec"), scope)
        make = _FACTORIES[(check, keywords)] = scope["make"]
    return make(fn, routed_call, device_call, stat, trace, rec, name, np, GpuArray, _is_gpu_option, _error_id,
                perf_counter_ns, np.ndarray, floor, IMPLICIT_SEEN)


def make_guard(
    fn: Callable[..., Any],
    *,
    name: str,
    kind: str,
    residency: str = "inherit",
    data_args: frozenset[int] | None = None,
    data_from: int | None = None,
    precisions: frozenset[str] | None = None,
    pass_xp: bool = False,
    pass_nargout: bool = False,
    pass_ctx: bool = False,
    kernels: Mapping[str, Callable[..., Any]] | None = None,
    template: str | None = None,
    reduce: str | None = None,
) -> Invoker:
    """Build the invoker for one builtin (see module docstring).

    ``template`` (the spec's ``accel.template``) makes the builtin fusible: its calls on
    device values are recorded into an expression graph (``runmat_accel.fusion``) rather
    than launched, and the graph runs as one generated kernel when its value is needed.
    ``reduce`` (``accel.reduce``) names the reduction a call on a gpuArray computes as one fused
    kernel with its operand's pending graph as the map (``runmat_accel.fusion.reduce``)."""
    rec = recorder()
    kernels = kernels if kernels is not None else {}
    device_capable = kind in DEVICE_KINDS and (pass_xp or bool(kernels))
    gather_out = residency == "gather"

    def kw(xp: Any, nargout: int, ctx: Any) -> dict[str, Any]:
        d: dict[str, Any] = {}
        if pass_xp:
            d["xp"] = xp
        if pass_nargout:
            d["nargout"] = nargout
        if pass_ctx:
            d["ctx"] = ctx
        return d

    needs_kw = pass_xp or pass_nargout or pass_ctx

    def is_data(i: int) -> bool:
        # None: every argument is data; else the listed positions and all from data_from on.
        return data_args is None or i in data_args or (data_from is not None and i >= data_from)

    def gather(value: Any) -> Any:
        if value.__class__ is GpuArray:
            host = value.provider.download(value.data)
            rec.count_download(int(host.nbytes))
            return host
        return value

    def host_call(args: tuple, nargout: int, ctx: Any) -> Any:
        if needs_kw:
            return fn(*args, **kw(np, nargout, ctx))
        return fn(*args)

    def to_device(prov: Provider, out: Any) -> Any:
        if isinstance(out, tuple):
            return tuple(to_device(prov, o) for o in out)
        if isinstance(out, list):
            return [to_device(prov, o) for o in out]
        if prov.is_native(out):
            if gather_out:
                host = prov.download(out)
                rec.count_download(int(host.nbytes))
                return host
            return GpuArray(prov, out)
        if not gather_out:
            host = _host_scalar(out)
            if host is not None:  # a number the body made on the host side: a gpuArray, as in MATLAB
                rec.count_upload(int(host.nbytes))
                return GpuArray(prov, prov.upload(host))
        return out

    def reupload(prov: Provider, out: Any) -> Any:
        """After a host fallback, results of a device op are device arrays again."""
        if gather_out:
            return out
        if isinstance(out, tuple):
            return tuple(reupload(prov, o) for o in out)
        if isinstance(out, np.ndarray) and out.dtype.kind in "biufc":
            rec.count_upload(int(out.nbytes))
            return GpuArray(prov, prov.upload(out))
        host = _host_scalar(out)  # a scalar result (sum(A(:)), norm(A)) is a gpuArray too
        if host is not None:
            rec.count_upload(int(host.nbytes))
            return GpuArray(prov, prov.upload(host))
        return out

    def fallback(args: tuple, nargout: int, ctx: Any, prov: Provider, reason: str, ident: str, text: str) -> Any:
        rec.count_fallback(name, prov.name, reason)
        warn_once(ctx, (name, reason), ident, messages.fmt(text, provider=prov.name, builtin=name, reason=reason))
        host_args = tuple(gather(a) for a in args)
        return reupload(prov, host_call(host_args, nargout, ctx))

    counters: dict[Provider, Any] = {}

    def device_counter(prov: Provider) -> Any:
        """This builtin's device-call counter on ``prov`` (kept here: one dict read a call)."""
        c = counters.get(prov)
        if c is None:
            c = counters[prov] = rec.device_counter(name, prov.name)
        return c

    # Dispatch decisions cached per argument signature (classes; dtypes and providers of
    # arrays): which provider, a decline reason or the moves per argument and the body to call.
    plans: dict[tuple, tuple] = {}

    def make_plan(sig: tuple, args: tuple, prov: Provider | None) -> tuple:
        """("host",) | ("decline", prov, reason) | ("device", prov, moves, impl, xp keywords, counter).

        ``moves`` lists (position, how) for arguments that do not pass as they are: 1 the
        gpuArray's native data, 2 gathered (a device value in a parameter slot), 3 moved from
        another provider, 4 a host array uploaded."""
        if prov is None:
            for i, a in enumerate(args):
                if a.__class__ is GpuArray and (is_data(i) or construct):
                    prov = a.provider
                    break
        if prov is None or not device_capable:
            return ("host",)  # a host-only builtin (a sink) or device values only in parameter slots
        dtypes = tuple(a.dtype for i, a in enumerate(args) if a.__class__ is GpuArray and (is_data(i) or construct))
        reason = None
        if precisions is not None:
            for dt in dtypes:
                cls = underlying_class(dt)
                if cls not in precisions and not (cls.startswith(("int", "uint")) and "int" in precisions):
                    reason = messages.fmt(messages.REASON_DTYPE, dtype=cls)
                    break
        if reason is None:
            reason = prov.declines(name, kind, dtypes)
        if reason is not None:
            return ("decline", prov, reason)
        moves = []
        for i, a in enumerate(args):
            if a.__class__ is GpuArray:
                moves.append((i, 1 if (is_data(i) or construct) and a.provider is prov
                              else 3 if is_data(i) or construct else 2))
            elif is_data(i) and isinstance(a, np.ndarray) and a.dtype.kind in "biufc":
                moves.append((i, 4))
        xp_kw = {"xp": prov.xp} if pass_xp else None
        return ("device", prov, tuple(moves), kernels.get(prov.name, fn), xp_kw,
                rec.device_counter(name, prov.name))

    def device_call(args: tuple, nargout: int, ctx: Any) -> Any:
        if floor is not None and floor[0] != _INF:
            if construct:  # a sized constructor while the planner is on: it decides where to make it
                out = planned_call(name, kind, args, nargout, ctx, device_call, host_call)
                if out is not NotImplemented:
                    return out
            else:
                for a in args:  # a loop, not any(<generator>): this test runs on every device call
                    if a.__class__ is GpuArray:
                        break
                else:  # host arrays at or above the planner's floor: the planner decides where this runs
                    return planned_call(name, kind, args, nargout, ctx, is_data, device_call, host_call)
        if fusible is not None and not construct and nargout <= 1:
            # a templated call on device values: a node of the graph (None: not fusible here)
            for a in args:
                if a.__class__ is GpuArray:
                    prov = a.provider
                    pending = fusible(prov, args)
                    if pending is not None:
                        next(counters.get(prov) or device_counter(prov))
                        return pending
                    break
        if reducer is not None and args and args[0].__class__ is GpuArray:
            out = reducer(args[0].provider, args, nargout)
            if out is not None:
                next(counters.get(out.provider) or device_counter(out.provider))
                return out
        sig = []
        selected = None
        for a in args:
            c = a.__class__
            if c is GpuArray:
                sig.append((a.provider, a.dtype))
            elif c is np.ndarray or isinstance(a, np.ndarray):
                sig.append((c, a.dtype))
            else:
                sig.append(c)
        if construct:  # no gpuArray argument: the 'gpuArray' option places it on the selected device
            selected = manager().device()
            sig.append(selected)
        key = tuple(sig)
        plan = plans.get(key)
        if plan is None:
            if len(plans) > 256:
                plans.clear()
            plan = plans[key] = make_plan(key, args, None)
            if plan[0] == "host" and construct:
                plan = plans[key] = make_plan(key, args, selected)
        what = plan[0]
        if what == "host":
            return host_call(tuple(gather(a) for a in args), nargout, ctx)
        prov = plan[1]
        if what == "decline":
            return fallback(args, nargout, ctx, prov, plan[2],
                            messages.FALLBACK_DECLINED_ID, messages.FALLBACK_DECLINED)
        if fusible is not None and construct and nargout <= 1:  # rand/randn: a draw in the graph
            pending = fusible(prov, args)
            if pending is not None:
                next(counters.get(prov) or device_counter(prov))
                return pending
        _, _, moves, impl, xp_kw, counter = plan
        try:
            # uploads inside the try: a device out of memory for an operand falls back too
            moved = list(args)
            for i, how in moves:
                a = args[i]
                if how == 1:
                    moved[i] = a.data
                elif how == 2:
                    moved[i] = gather(a)
                elif how == 3:
                    moved[i] = prov.upload(gather(a))
                else:
                    rec.count_upload(int(a.nbytes))
                    moved[i] = prov.upload(a)
            prov.before_call(name)
            if needs_kw:
                if pass_nargout or pass_ctx:
                    out = impl(*moved, **kw(prov.xp, nargout, ctx))
                else:
                    out = impl(*moved, **xp_kw)
            else:
                out = impl(*moved)
        except Exception as exc:
            if isinstance(exc, MException):
                raise  # a MATLAB error from the body: same on any device
            if prov.is_out_of_memory(exc):
                return fallback(args, nargout, ctx, prov, "out of memory",
                                messages.DEVICE_OOM_ID, messages.DEVICE_OOM)
            return fallback(args, nargout, ctx, prov, f"{type(exc).__name__}: {exc}",
                            messages.FALLBACK_FAILED_ID, messages.FALLBACK_FAILED)
        next(counter)
        if out.__class__ is not tuple and out.__class__ is not list and prov.is_native(out):
            if gather_out:
                host = prov.download(out)
                rec.count_download(int(host.nbytes))
                return host
            return GpuArray(prov, out)
        return to_device(prov, out)

    def probe(samples: tuple) -> Any:  # the host body on 1x1 samples: the result class
        return host_call(samples, 1, None)

    def eager_for(prov: Provider) -> Callable[..., Any]:
        impl = kernels.get(prov.name, fn)
        if needs_kw:
            return lambda *moved: impl(*moved, **kw(prov.xp, 1, None))
        return impl

    def routed_call(args: tuple, nargout: int, ctx: Any) -> Any:
        """A call with a gpuArray or object argument: the objects' routes first (in argument order,
        each routed type once), else the device path."""
        routed = None
        for a in args:
            t = a.__class__
            call = _ROUTES.get(t)
            if call is not None and (routed is None or t not in routed):
                out = call(name, args, nargout, ctx)
                if out is not NotImplemented:
                    return out
                routed = (*routed, t) if routed is not None else (t,)
        if routed is not None:
            # no route answered: the body runs, on a device only where a gpuArray (or 'gpuArray') says so
            if passthrough or not any(b.__class__ is GpuArray or construct and _is_gpu_option(b) for b in args):
                return host_call(args, nargout, ctx)
        if passthrough:
            return host_call(args, nargout, ctx)
        if IMPLICIT_SEEN[0] and implicit_only(args):
            return resident_call(name, kind, args, nargout, ctx, device_call, host_call)
        return device_call(args, nargout, ctx)  # gpuArrays, or host arrays the planner may move

    fusible = None
    if template is not None and device_capable:
        built: list = []

        def entry() -> Any:
            """The fusion entry, built on first use (host-only runs never import fusion)."""
            if not built:
                from runmat_accel.fusion.defer import fusible_for

                built.append(fusible_for(name, template, kind, precisions, probe, eager_for))
            return built[0]

        def fusible(prov: Any, args: tuple) -> Any:
            """The first device call: builds the entry and puts it in this name's place, so later
            calls reach it directly (None: not fusible, and the device path skips fusion)."""
            nonlocal fusible
            f = entry()
            fusible = f
            return None if f is None else f(prov, args)

        _FUSION_ENTRIES[name] = entry
    else:
        _FUSION_ENTRIES.pop(name, None)  # a later definition without a template: a barrier

    reducer = None
    if reduce is not None and device_capable and kind == "reduction":
        built_reducer: list = []

        def reducer(prov: Any, args: tuple, nargout: int) -> Any:
            """The reduction fusion entry, built on the first device call (then in this name's place)."""
            nonlocal reducer
            if not built_reducer:
                from runmat_accel.fusion.reduce import reducer_for

                built_reducer.append(reducer_for(name, reduce, probe))
            r = reducer = built_reducer[0]
            return None if r is None else r(prov, args, nargout)

    passthrough = kind == "meta"  # sees gpuArrays as they are; moves no data
    # construct/random builtins are placed by a 'like' prototype or the 'gpuArray' option
    construct = kind in ("construct", "random")
    floor = None
    if device_capable and not gather_out:
        from runmat_accel import planner

        if kind in planner.PLANNED_KINDS:
            floor = planner.floor_for(kind)
            planned_call = planner.planned_call
        elif construct and name in planner.SIZED:
            floor = planner.construct_floor()
            planned_call = planner.planned_construct
    invoke = _specialised_invoker(
        fn, routed_call, device_call, rec.stat(name), rec.trace_counter, rec, name,
        check="none" if passthrough else ("planned_construct" if floor is not None else "construct") if construct
        else "planned" if floor is not None else "gpu",
        keywords=_kw_text(pass_xp, pass_nargout, pass_ctx), floor=floor)
    invoke.__name__ = f"guarded_{name}"
    invoke.__wrapped__ = fn  # type: ignore[attr-defined]
    return invoke


def implicit_only(args: tuple) -> bool:
    """True when the call's device values are all implicit (planner-moved host arrays)."""
    found = False
    for a in args:
        if a.__class__ is GpuArray:
            if not a.implicit:
                return False  # an explicit gpuArray operand: the result is a gpuArray (MATLAB's rule)
            found = True
    return found


def resident_call(name: str, kind: str, args: tuple, nargout: int, ctx: Any,
                  device_call: Callable[..., Any], host_call: Callable[..., Any]) -> Any:
    """A call whose device operands are implicit: it runs where they are (no transfer to plan),
    its results stay implicit, and the planner's log lists it as a resident call; the planner's
    rules for calls that come home (an element store) run it on the host instead."""
    t0 = perf_counter_ns()
    home = store_comes_home(name, args)
    if home is None:
        out, decision, reason = (keep_implicit(device_call(args, nargout, ctx), kind == "reduction"), "device",
                                 plan_log.RESIDENT)
    else:
        out, decision, reason = host_call(tuple(download(a) for a in args), nargout, ctx), "host", home
    plan_log.record(name, kind, tuple([a.shape for a in args if a.__class__ is GpuArray]), decision,
                    reason, 0.0, 0.0, perf_counter_ns() - t0)
    return out


_FUSION_ENTRIES: dict[str, Callable[[], Any]] = {}


def fusion_entry(name: str) -> Any:
    """The elementwise fusion entry (``runmat_accel.fusion.defer.Elementwise``: template,
    classes) of the builtin last defined as ``name``, or None (no template, not loaded yet)."""
    from runmat_accel.fusion.defer import Elementwise

    make = _FUSION_ENTRIES.get(name)
    e = make() if make is not None else None
    return e if e.__class__ is Elementwise else None


def upload(value: np.ndarray, provider: Provider | None = None) -> GpuArray:
    """Move a host array to the device provider (``gpuArray``), counted."""
    prov = provider or manager().device()
    arr = np.asarray(value)
    rec = recorder()
    rec.count_upload(int(arr.nbytes))
    return GpuArray(prov, prov.upload(arr))


def download(value: Any) -> Any:
    """Bring a device array to the host (``gather``), counted; host values pass through."""
    if value.__class__ is GpuArray:
        host = value.provider.download(value.data)
        recorder().count_download(int(host.nbytes))
        return host
    return value


def device_provider() -> Provider:
    """The provider new gpuArrays go to (built lazily)."""
    return manager().device()


def wrap_native(provider: Provider, native: Any) -> GpuArray:
    """Wrap an array a builtin created on ``provider`` with the guard's namespace."""
    return GpuArray(provider, native)
