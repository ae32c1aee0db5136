% num2str of special values
num2str(NaN)
num2str(Inf)
num2str(-Inf)
num2str([1 NaN 3])
