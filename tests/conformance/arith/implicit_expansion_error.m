% incompatible sizes are an error
try
  x = [1 2 3] + [1 2];
catch e
  disp('size mismatch caught')
end
try
  y = [1 2; 3 4] * [1 2 3];
catch e
  disp('inner dimension mismatch caught')
end
