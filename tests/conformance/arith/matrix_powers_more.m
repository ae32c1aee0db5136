% matrix powers with negative and fractional exponents
[1 2; 3 4] ^ -1
[2 0; 0 2] ^ 0.5
2 ^ [1 0; 0 1]
