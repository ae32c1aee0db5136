% inconsistent concatenation is an error
try
  x = [1 2; 3];
catch e
  disp('vertical mismatch caught')
end
try
  y = [[1; 2], [1; 2; 3]];
catch e
  disp('horizontal mismatch caught')
end
