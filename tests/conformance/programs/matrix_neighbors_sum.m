% summing the 4-neighbours of each cell with padding
A = magic(4);
P = zeros(size(A) + 2);
P(2:end-1, 2:end-1) = A;
N = P(1:end-2, 2:end-1) + P(3:end, 2:end-1) + P(2:end-1, 1:end-2) + P(2:end-1, 3:end);
N
[m, i] = max(N(:));
[r, c] = ind2sub(size(N), i);
fprintf('max neighbour sum %d at (%d,%d)\n', m, r, c);
