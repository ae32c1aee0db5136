% roots, logs and signs on special inputs
sqrt([4 -9])
nthroot(-8, 3)
log([0 1])
log10([0.001 100])
atan2([1 -1], [-1 -1])
hypot([3 5], [4 12])
