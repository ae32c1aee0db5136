"""The escape flags' pool (runmat_accel/providers/flags.py): launches take slots of one buffer made
once per provider, a settle reads the slots in one copy and clears them with one fill."""

from __future__ import annotations

import io

import numpy as np

import runmat_accel
from runmat_accel.providers.flags import FlagPool
from runmat_vm import Session


def test_slots_are_views_of_one_buffer_read_in_one_copy():
    pool = FlagPool(np, lambda a: np.array(a, copy=True), slots=8)
    flags = [pool.take() for _ in range(5)]
    assert all(f.base is pool.buffer for f in flags)
    flags[3][0] = 1  # what a kernel whose check failed writes
    assert pool.read(flags) == [0, 0, 0, 1, 0]
    assert pool.copies == 1 and pool.clears == 1 and not pool.buffer.any()
    assert pool.take() is flags[0]  # cleared: the slots are taken again from the first


def test_a_slot_not_read_yet_keeps_the_pool_until_it_is():
    pool = FlagPool(np, lambda a: np.array(a, copy=True), slots=8)
    a, b = pool.take(), pool.take()
    b[0] = 1
    assert pool.read([a]) == [0] and pool.clears == 0  # b is still outstanding: nothing cleared
    c = pool.take()
    assert c is not a and c is not b
    assert pool.read([b, c]) == [1, 0] and pool.clears == 1
    pool.drop(pool.take())  # a failed launch's slot does not hold the pool back
    assert pool.read([]) == [] and pool.read([pool.take()]) == [0]


def test_a_full_pool_gives_flags_of_their_own():
    pool = FlagPool(np, lambda a: np.array(a, copy=True), slots=2)
    flags = [pool.take() for _ in range(4)]
    assert flags[2].base is not pool.buffer and flags[3].base is not pool.buffer
    flags[1][0] = 1
    flags[3][0] = 1
    assert pool.read(flags) == [0, 1, 0, 1]
    assert pool.copies == 2  # the pool's slots, then the others


def test_a_session_reads_its_checks_from_the_pool(inprocess):
    # MATLAB: sqrt of a negative element is its complex principal root (sum of them complex)
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    code = ("x = gpuArray(linspace(-1, 4, 50)); y1 = sqrt(x + 2); y2 = log(x + 3); y3 = sqrt(x);"
            " z = y1 + 0; t = gather(sum(y3));")
    s.run(code)
    pool = inprocess._flags
    assert pool is not None and pool.copies >= 1
    assert pool._used == 0 and not pool.buffer.any()  # read and cleared at the gather
    want = np.sum(np.sqrt(np.linspace(-1, 4, 50).astype(complex)))
    np.testing.assert_allclose(np.asarray(s.workspace["t"]), [[want]], rtol=1e-12)
    copies = pool.copies
    s.run(code)  # again: the same slots, one more copy per settle
    assert pool.copies - copies >= 1 and pool._used == 0
    np.testing.assert_allclose(np.asarray(runmat_accel.download(s.workspace.raw("y1"))),
                               np.sqrt(np.linspace(-1, 4, 50) + 2)[None, :], rtol=1e-12)
