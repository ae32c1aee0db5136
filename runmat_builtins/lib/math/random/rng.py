"""Controlling the random number generator: rng (seed, 'default', 'shuffle', save/restore)."""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from runmat_accel import philox_stream, seed_device
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, values
from runmat_builtins.lib.math.random._state import DEFAULT_SEED, context, generator
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row

_SEED_KEY = "rng.seed"
_TYPES = {"twister", "v5uniform", "v5normal", "v4", "simdtwister", "combrecursive",
          "multfibonacci", "philox", "threefry"}


def _settings(ctx: Any) -> StructArray:
    c = context(ctx)
    seed = c.state.get(_SEED_KEY, 0.0) if hasattr(c, "state") else 0.0
    _, key, pos, _, _ = generator(ctx).get_state()
    st = np.empty((625, 1), dtype=np.uint32)
    st[:624, 0] = key
    st[624, 0] = pos
    kind = "philox" if getattr(c, "philox", None) is not None else "twister"
    return StructArray.scalar({"Type": char_row(kind), "Seed": float(seed), "State": st})


def _seed(ctx: Any, seed: float) -> None:
    c = context(ctx)
    s = int(seed)
    generator(ctx).seed(s if s != 0 else DEFAULT_SEED)
    seed_device(s)  # gpuArray rand/randn draw from the device's own stream, reseeded too
    c.philox = None  # the twister, unless a generator named after the seed says otherwise
    if hasattr(c, "state"):
        c.state[_SEED_KEY] = float(seed)


def _restore(ctx: Any, s: StructArray) -> None:
    if "State" not in s.fields:
        raise MException("MATLAB:rng:badSettings", "Invalid settings structure.")
    st = np.asarray(s.get("State")).astype(np.uint32).reshape(-1)
    if st.size != 625:
        raise MException("MATLAB:rng:badSettings", "Invalid settings structure.")
    generator(ctx).set_state(("MT19937", st[:624], int(st[624]), 0, 0.0))
    c = context(ctx)
    c.philox = None
    if hasattr(c, "state"):
        c.state[_SEED_KEY] = float(s.get("Seed")) if "Seed" in s.fields else 0.0


@runtime_builtin(
    summary="Seed, reset, save or restore the random number generator (Mersenne Twister).",
    description="rng(seed) reseeds (rng(0) and rng('default') give MATLAB's start-up stream), "
                "rng('shuffle') seeds from the clock, s = rng returns a struct with Type, Seed "
                "and State, and rng(s) restores it. With an output, rng returns the settings "
                "in effect before the call.",
    keywords=["random", "seed", "reproducible", "twister"],
    related=["rand", "randn", "randi", "randperm"],
    signatures=["rng(seed)", "rng(seed, generator)", "rng('default')", "rng('shuffle')",
                "s = rng", "rng(s)", "t = rng(...)"],
    errors=[ErrorSpec(identifier="MATLAB:rng:badSeed", when="the seed is not a nonnegative integer below 2^32"),
            ErrorSpec(identifier="MATLAB:rng:badSettings", when="the struct is not one rng returned")],
    examples=[Example(code="rng(1);\na = rand;\nrng(1);\nb = rand;\ndisp(a == b)", output="   1\n"),
              Example(code="s = rng;\nx = rand;\nrng(s);\ndisp(rand == x)", output="   1\n")],
    effects=["random"], suppress_auto_output=False,
)
def rng(*args: Any, ctx: Any, nargout: int) -> Any:
    before = _settings(ctx) if (nargout >= 1 or not args) else None
    if not args:
        return before
    a0 = args[0]
    word = option(a0)
    if isinstance(a0, StructArray):
        _restore(ctx, a0)
    elif word == "default":
        _seed(ctx, 0)
    elif word == "shuffle":
        _seed(ctx, float(int(time.time() * 1e6) % (2**32)))
    elif word is not None:
        raise MException("MATLAB:rng:badSeed",
                         "The first input must be a nonnegative integer seed less than 2^32, "
                         "'shuffle', 'default', or a generator settings structure.")
    else:
        try:
            vals = values(a0)
        except TypeError:
            vals = []
        if len(vals) != 1 or not (0 <= vals[0] < 2**32 and vals[0] == int(vals[0])):
            raise MException("MATLAB:rng:badSeed",
                             "The first input must be a nonnegative integer seed less than 2^32, "
                             "'shuffle', 'default', or a generator settings structure.")
        _seed(ctx, vals[0])
    if len(args) > 1:
        gen = option(args[1])
        if gen is None or gen not in _TYPES:
            raise MException("MATLAB:rng:badType", "Unrecognized random number generator type.")
        if gen == "philox" and word != "shuffle" and not isinstance(a0, StructArray):
            # the device's Philox4x32-10 stream on the host: rand(..) equals rand(.., 'gpuArray')
            context(ctx).philox = philox_stream(int(values(a0)[0]) if word is None else 0)
    return before if nargout >= 1 else None
