% validatestring: exact or unambiguous prefix, case-insensitive; returns the listed spelling
opts = {'linear', 'nearest', 'cubic'};
disp(validatestring('lin', opts));
disp(validatestring('NEAR', opts));
disp(validatestring('Cubic', opts));
try
  validatestring('spline', opts);
  disp('no error');
catch
  disp('caught');
end
