% linear deletion from a matrix reshapes the rest into a row (MATLAB; Octave 7.3 gives a column)
A = [1 2; 3 4; 5 6];
A([1 6]) = [];
disp(mat2str(A))
disp(size(A))
B = magic(3);
B([1 2]) = [];
disp(mat2str(B))
