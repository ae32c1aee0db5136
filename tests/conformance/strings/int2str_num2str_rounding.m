% int2str rounds half away from zero
int2str([0.5 1.5 -0.5 -2.5])
num2str(2.5)
num2str(1e-10)
