"""MATLAB's maximum array size preference: checked before allocating, with MATLAB's error."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException
from runmat_builtins.limits import SIZE_LIMIT_ID, set_max_array_bytes
from runmat_vm import Session


@pytest.fixture
def limit_100mb():
    old = set_max_array_bytes(100 * 2**20)
    yield
    set_max_array_bytes(old)


@pytest.mark.parametrize("src, dims", [
    ("x = zeros(1e6, 1e6);", "1000000x1000000 (7450.6GB)"),
    ("x = ones(1e5, 1e5, 'int8');", "100000x100000 (9.3GB)"),
    ("x = rand(1e5);", "100000x100000 (74.5GB)"),
    ("x = eye(1e6);", "1000000x1000000"),
    ("x = 1:1e15;", "1x1000000000000000"),
    ("x = linspace(0, 1, 1e12);", "1x1000000000000"),
    ("x = 1; x(1e6, 1e6) = 1;", "1000000x1000000"),
    ("x = 1; x(1e11) = 1;", "1x100000000000"),
    ("x = repmat(1, 1e6, 1e6);", "1000000x1000000"),
    ("x = repmat(int8(1), 1e5, 1e5);", "100000x100000 (9.3GB)"),
    ("x = kron(ones(2000, 1), ones(2000, 2000));", "4000000x2000 (59.6GB)"),
    ("x = blanks(1e12);", "1x1000000000000 (931.3GB)"),
    ("a = ones(1, 1e7); x = [a a];", "1x20000000 (0.1GB)"),
    ("a = ones(1, 1e7); x = [a; a];", "2x10000000 (0.1GB)"),
    ("x = white(40258241);", "40258241x3 (0.9GB)"),  # every colormap builtin: one check in colormap_by_name
    ("x = jet(1e7);", "10000000x3 (0.2GB)"),
    ("x = gray(2^31);", "2147483648x3 (48.0GB)"),
])
def test_requests_over_the_limit_raise_size_limit_exceeded(limit_100mb, src, dims):
    s = Session()
    s.run("keep = 3;")
    with pytest.raises(MException) as e:
        s.run(src)
    assert e.value.identifier == SIZE_LIMIT_ID
    assert e.value.message.startswith(f"Requested {dims}")
    assert "exceeds maximum array size preference (0.1GB)" in e.value.message
    assert s.workspace["keep"] == 3


def test_requests_under_the_limit_allocate(limit_100mb):
    s = Session()
    s.run("x = zeros(1000, 1000); y = 1:1e6; z = repmat(int8(1), 1e4, 5e3); w = 1; w(300, 300) = 2;")
    assert s.workspace["x"].shape == (1000, 1000)
    assert s.workspace["z"].nbytes == 5 * 10**7


def test_infinite_size_is_the_maximum_possible_size_error():
    with pytest.raises(MException) as e:
        Session().run("x = zeros(Inf, 1);")
    assert e.value.identifier == "MATLAB:pmaxsize"


def test_the_limit_comes_from_the_environment(monkeypatch):
    import runmat_builtins.limits as L

    monkeypatch.setattr(L, "_default", None)
    monkeypatch.setenv("RUNMAT_MAX_ARRAY_BYTES", "1000")
    assert L.max_array_bytes() == 1000
    with pytest.raises(MException) as e:
        Session().run("x = zeros(1, 126);")  # 1008 bytes
    assert e.value.identifier == SIZE_LIMIT_ID
    monkeypatch.setattr(L, "_default", None)
    monkeypatch.delenv("RUNMAT_MAX_ARRAY_BYTES")
    assert L.max_array_bytes() == int(L.physical_memory() * L.DEFAULT_FRACTION)
