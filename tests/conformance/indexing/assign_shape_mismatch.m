% mismatched assignment shapes raise an error
A = zeros(2, 3);
try
  A(1, :) = [1 2];
catch e
  disp('dimension mismatch caught')
end
A(:, 1) = [1 2];
A
A(1, :) = [7; 8; 9]
