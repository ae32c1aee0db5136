% more complex arithmetic and functions
z = 3 + 4i;
abs(z)
fprintf('%.4f\n', angle(z));
z^2
sqrt(z)
exp(1i * pi) + 1 == 0
real(exp(1i * pi))
