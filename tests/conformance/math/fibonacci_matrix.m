% Fibonacci numbers by iteration and by matrix power
F = zeros(1, 15);
F(1) = 1; F(2) = 1;
for k = 3:15
  F(k) = F(k - 1) + F(k - 2);
end
disp(F)
M = [1 1; 1 0] ^ 14;
disp(M(1, 1))
phi = (1 + sqrt(5)) / 2;
disp(round(phi^15 / sqrt(5)))
