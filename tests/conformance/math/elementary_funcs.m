% elementary functions
exp(1)
log(100)
log10(1000)
log2(8)
sqrt(16)
abs(-3.5)
sign([-2 0 5])
nthroot(27, 3)
