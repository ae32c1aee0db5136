% strlength of a missing string is NaN
n = strlength(["abc" missing ""]);
fprintf('%g ', n); fprintf('\n');
fprintf('%d\n', isnan(strlength(string(NaN))));
