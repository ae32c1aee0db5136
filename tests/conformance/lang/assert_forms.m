% assert with a condition and a formatted error
assert(true);
disp('passed')
try
  assert(1 == 2, 'check:eq', 'values differ by %d', 1);
catch e
  disp(e.identifier)
  disp(e.message)
end
