% string(NaN) is the missing string; string of other numbers is their text
s = string(NaN);
fprintf('%d %d\n', ismissing(s), isstring(s));
t = string([1 NaN Inf -2.5]);
fprintf('%d ', ismissing(t)); fprintf('\n');
fprintf('%s|', t(~ismissing(t))); fprintf('\n');
