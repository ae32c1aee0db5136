"""The loop scripts written by hand for Numba: the machine-speed reference of the native tier.

Each function computes what its ``.m`` script prints (same text) with the loop in one
``@njit`` function, written as a person would write it for Numba (MATLAB's integer saturation
spelled out where the script relies on it).  ``run.py`` times the second call (compiled).
"""

from __future__ import annotations

import math

import numpy as np


def _njit():
    import numba

    return numba.njit(cache=False)


def scalar_recurrence() -> str:
    @_njit()
    def f():
        s = 0.0
        x = 0.5
        for i in range(1, 2000001):
            x = 3.7 * x * (1 - x)
            s = s + x / i
        return s
    return lambda: f"{f():.10f}\n"


def nested_fill() -> str:
    @_njit()
    def f(n):
        a = np.zeros((n, n))
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                a[i - 1, j - 1] = (i * j) / (i + j) + (i - j) / n
        return a.sum()
    return lambda: f"{f(300):.6f}\n"


def calls_fib() -> str:
    @_njit()
    def step(k, a):
        return k / 3 - a * 1e-6

    @_njit()
    def fib(n):
        if n < 2:
            return n
        return fib(n - 1) + fib(n - 2)

    @_njit()
    def f():
        acc = 0.0
        for k in range(1, 100001):
            acc = acc + step(float(k), acc)
        return acc
    return lambda: f"{f():.6f}\n{fib(20.0):>12.0f}\n"


def scalar_builtins() -> str:
    @_njit()
    def f(n):
        state = 12345.0
        pos = 0.0
        acc = 0.0
        hi = -math.inf
        lo = math.inf
        for k in range(1, n + 1):
            state = (16807.0 * state) % 2147483647.0
            u = state / 2147483647.0
            step = math.floor(u * 7) - 3.0
            pos = max(min(pos + step, 50.0), -50.0)
            acc = acc + abs(math.sin(pos)) * math.sqrt(u) - math.cos(k) / k
            hi = max(hi, acc)
            lo = min(lo, acc)
        return acc, hi, lo, pos
    return lambda: "%.6f %.6f %.6f %d\n" % f(1000000)


def int_scalars() -> str:
    @_njit()
    def sat(v, lo, hi):
        return lo if v < lo else hi if v > hi else v

    @_njit()
    def f():
        h = 17
        for k in range(1, 50001):
            h = sat(sat(h * 31, -2147483648, 2147483647) + k, -2147483648, 2147483647) % 1000003
            h = h ^ 5
        p = 0
        c = 0
        for k in range(1, 50001):
            p = sat(p + 3, 0, 255)
            if p == 255:
                c += 1
                p = sat(p - 200, 0, 255)
        x = np.float32(0.5)
        s = np.float32(0.0)
        for k in range(1, 50001):
            x = np.float32(3.7) * x * (np.float32(1.0) - x)
            s = s + x
        return h, p, c, s
    return lambda: "%d %d %d %.6f\n" % f()


def small_functions() -> str:
    @_njit()
    def wrap_angle(a):
        return (a + math.pi) % (2 * math.pi) - math.pi

    @_njit()
    def clamp(x, lo, hi):
        return min(max(x, lo), hi)

    @_njit()
    def ndigits(n):
        return math.floor(math.log10(abs(n))) + 1.0

    @_njit()
    def sgn_step(k):
        r = np.fmod(k, 3.0) - 1.0
        return (1.0 if r > 0 else -1.0 if r < 0 else 0.0) * math.ceil(math.sqrt(k) / 100)

    @_njit()
    def f():
        total = 0.0
        for k in range(1, 100001):
            total = total + clamp(wrap_angle(k * 0.37), -1.0, 2.0) + ndigits(float(k)) + sgn_step(float(k))
        return total
    return lambda: "%.6f\n" % f()


def nested_builtins() -> str:
    @_njit()
    def f(n):
        a = np.zeros((n, n))
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                a[i - 1, j - 1] = math.sin(i) * math.cos(j) + ((i * j) % 7) / (i + j)
        b = np.zeros((n, n))
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                v = 10 * math.hypot(a[i - 1, j - 1], 1)
                r = math.floor(v + 0.5)        # MATLAB's round: half away from zero (v > 0 here)
                b[i - 1, j - 1] = r + np.fmod(float(i - j), 5.0) + math.exp(-abs(i - j) / n)
        return a.sum(), b.sum()
    return lambda: "%.6f %.6f\n" % f(300)


def char_scan() -> str:
    base = "The quick brown fox jumps over the lazy dog 0123456789, again and AGAIN; "
    s = np.array([ord(ch) for ch in base * 400], dtype=np.uint32)

    @_njit()
    def f(s):
        out = s.copy()
        words = 0
        inword = False
        digits = 0
        total = 0
        for k in range(s.size):
            c = np.int64(s[k])
            if 97 <= c <= 122:
                c = (c - 97 + 3) % 26 + 97
            elif 65 <= c <= 90:
                c = (c - 65 + 3) % 26 + 65
            out[k] = c
            if c == 32:
                inword = False
            elif not inword:
                inword = True
                words += 1
            if 48 <= c <= 57:
                digits += 1
                total = (total * 10 + (c - 48)) % 1000003
        t = np.empty(3000, np.uint32)
        n = 0
        for k in range(3000):
            c = out[k]
            if c != 32 and c != 44:
                t[n] = c
                n += 1
        return words, digits, total, out, t[:n]

    def run() -> str:
        words, digits, total, out, t = f(s)
        return "%d %d %d %s %s %d\n" % (words, digits, total, "".join(map(chr, out[:44])),
                                       "".join(map(chr, t[-21:])), t[6])
    return run


def int64_hash() -> str:
    @_njit()
    def f():
        h = 1469598103
        for k in range(1, 40001):
            h = (h * 131 + k) % 1099511627791   # below 2^48: no saturation
            h = h ^ (k * 7)
        top = np.uint64(18446744073709551615)
        u = np.uint64(1)
        c = 0
        three, seven = np.uint64(3), np.uint64(7)
        for k in range(1, 40001):
            m = top if u > top // three else u * three          # MATLAB's saturating uint64
            q = u // seven
            u = top if m > top - q else m + q
            if u == top:
                c += 1
                u = np.uint64(k)
        a = 2 ** 53
        b = 0
        for k in range(1, 40001):
            a = a + 1
            if a % 3 == 0:
                q, r = divmod(a, 5000)                             # a / 5000 rounded half away
                b = b + q + (1 if 2 * r >= 5000 else 0)
        return h, u, c, a, b
    return lambda: "%d %d %d %d %d\n" % f()


REFERENCES = {"scalar_recurrence": scalar_recurrence, "nested_fill": nested_fill, "calls_fib": calls_fib,
              "scalar_builtins": scalar_builtins, "int_scalars": int_scalars, "small_functions": small_functions,
              "nested_builtins": nested_builtins, "char_scan": char_scan, "int64_hash": int64_hash}
