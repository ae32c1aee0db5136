import numpy as np, time
def best(f, n=30):
    b=1e9
    for _ in range(n):
        t=time.perf_counter(); f(); b=min(b,time.perf_counter()-t)
    return b*1e3
a=16807.0; m=2147483647.0
s0 = (np.arange(1, 1000001, dtype=float) * 7919 + 1).reshape(-1, 1)
def ref():
    s=s0
    for _ in range(10):
        x = a*s; q = x/m; np.floor(q, out=q); q *= m; s = np.subtract(x, q, out=q)
    return s
def ours():
    s=s0
    for _ in range(10):
        x = np.multiply(a, s, out=None); q = np.true_divide(x, m); np.floor(q, out=q); np.multiply(q, m, out=q); s = np.subtract(x, q, out=q)
        if not s.min() >= 0: raise SystemExit
    return s
def natural():
    s=s0
    for _ in range(10):
        s = np.mod(a*s, m)
    return s
for r in range(3):
    print("ref", round(best(ref),2), "ours", round(best(ours),2), "natural", round(best(natural, 3),2))
x = np.linspace(0, 10, 5000000).reshape(1, -1)
def chain_np(): return np.sqrt(np.exp(-x) * (1 + np.sin(x) ** 2)) / (1 + x)
def chain_reuse():
    t = np.negative(x); e = np.exp(t); del t; u = np.sin(x); np.square(u, out=u); np.add(1.0, u, out=u)
    np.multiply(e, u, out=e); del u; r = np.sqrt(e); del e; v = np.add(1.0, x); return np.true_divide(r, v, out=r)
for r in range(3):
    print("chain np", round(best(chain_np, 10),2), "chain as runmat does", round(best(chain_reuse, 10),2))
