% assert in the comparison form used by Octave-style tests: class, size and value
assert([1 2 3], [1 2 3]);
disp('equal passed')
assert(pi, 3.14159, 1e-5);
disp('tolerance passed')
assert(100, 101, -0.02);
disp('relative tolerance passed')
try
  assert([1 2], [1 3]);
catch
  disp('value mismatch caught')
end
try
  assert([1 2], [1 2 3]);
catch
  disp('size mismatch caught')
end
try
  assert(int8(1), 1);
catch
  disp('class mismatch caught')
end
assert({1, 'a'}, {1, 'a'});
disp('cell passed')
