% assigning longer text into a char matrix row is an error
m = ['ab'; 'cd'];
m(2, :) = 'xy'
try
  m(1, :) = 'xyz';
catch e
  disp('row length mismatch caught')
end
