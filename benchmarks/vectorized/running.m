% Running sums: a 5e6 column and the rows of a 1000x5000 matrix.
x = rand(5e6, 1);
A = rand(1000, 5000);
%% timed
c = cumsum(x);
C = cumsum(A, 2);
out = [c(end), sum(C(:, end))];
