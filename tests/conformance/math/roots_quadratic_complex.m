% complex roots of a quadratic
r = roots([1 0 4]);
fprintf('%.4f %.4f\n', [real(r) abs(imag(r))]');
