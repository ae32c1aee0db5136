% rmfield with a cell of names and an error for a missing one
s = struct('a', 1, 'b', 2, 'c', 3);
t = rmfield(s, {'a', 'c'})
try
  rmfield(s, 'zzz');
catch e
  disp('missing field caught')
end
