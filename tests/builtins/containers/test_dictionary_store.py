"""The dictionary's persistent store: every version keeps its own entries whatever is done to
the others (random operations checked against plain copied dicts)."""

import random

from runmat_builtins.lib.containers.dictionary import _store


def test_random_versions_match_copies():
    rng = random.Random(7)
    versions = [(_store.Version({}), {})]  # (store version, model: key -> value in order)
    for _ in range(600):
        v, model = versions[rng.randrange(len(versions))]
        if rng.random() < 0.7:
            ks = [rng.randrange(12) for _ in range(rng.randrange(1, 4))]
            sets = [(k, k, rng.random()) for k in ks]
            over = rng.random() < 0.8
            new = _store.update(v, sets, [], overwrite=over)
            m2 = dict(model)
            for k, _, val in sets:
                if over or k not in m2:
                    m2[k] = val
        else:
            drops = [rng.randrange(12) for _ in range(2)]
            new = _store.update(v, [], drops)
            m2 = {k: x for k, x in model.items() if k not in drops}
        versions.append((new, m2))
        for ver, mod in rng.sample(versions, min(3, len(versions))):
            assert [(k, x) for k, x in _store.ordered(ver)] == list(mod.items())
    for ver, mod in versions:
        assert _store.ordered(ver) == list(mod.items())


def test_update_keeps_order_and_readding_goes_last():
    v = _store.update(_store.Version({}), [("a", "a", 1), ("b", "b", 2)], [])
    v2 = _store.update(v, [("a", "a", 9)], [])
    assert _store.ordered(v2) == [("a", 9), ("b", 2)]
    v3 = _store.update(_store.update(v2, [], ["a"]), [("a", "a", 5)], [])
    assert _store.ordered(v3) == [("b", 2), ("a", 5)]
    assert _store.ordered(v) == [("a", 1), ("b", 2)]
