% power with negative and fractional exponents
2 ^ -2
4 ^ 0.5
[1 2 3] .^ -1
0 ^ 0
(-2) ^ 3
int8(2) ^ 7
