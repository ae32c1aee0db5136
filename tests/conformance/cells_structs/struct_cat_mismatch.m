% concatenating structs with different fields is an error
try
  c = [struct('x', 1), struct('y', 2)];
catch e
  disp('field mismatch caught')
end
