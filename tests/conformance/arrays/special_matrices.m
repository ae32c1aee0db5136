% structured matrices: toeplitz, vander, hilb
toeplitz([1 2 3])
toeplitz([1 2 3], [1 5 6])
vander([1 2 3])
fprintf('%.4f ', hilb(3)); fprintf('\n');
