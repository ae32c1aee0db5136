% functions that avoid overflow
fprintf('%.4g\n', hypot(1e200, 1e200));
fprintf('%.4f\n', log1p(1e-10) * 1e10);
fprintf('%g\n', exp(710));
