% calling a function file with a subfunction and varargout
m = stats_summary([1 5 3])
[m, r] = stats_summary([1 5 3], 2)
[m, r, n] = stats_summary(magic(3));
fprintf('%g %g %g\n', m, r, n);
try
  stats_summary();
catch e
  disp(e.identifier)
end
