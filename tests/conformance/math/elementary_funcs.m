% elementary functions
exp(1)
log(100)
log10(1000)
log2(8)
sqrt(16)
abs(-3.5)
sign([-2 0 5])
fprintf('%.4f\n', nthroot(27, 3));
