% A(:) on a 2000x2500 matrix: as a column, summed, reshaped.
A = rand(2000, 2500);
%% timed
v = A(:);
s = sum(A(:));
B = reshape(A(:), 2500, 2000);
out = [v(end), s, B(end, 1)];
