% matrix assembly from (row, col, value) triplets with accumulation
rows = [1 2 2 3 1 3];
cols = [1 1 2 3 1 2];
vals = [5 -1 4 2 1 7];
n = max([rows cols]);
A = zeros(n);
for k = 1:numel(vals)
  A(rows(k), cols(k)) = A(rows(k), cols(k)) + vals(k);
end
A
B = accumarray([rows' cols'], vals', [n n]);
isequal(A, B)
[r, c, v] = find(A);
fprintf('(%d,%d) = %d\n', [r c v]');
fprintf('nonzeros: %d, density %.3f\n', nnz(A), nnz(A) / numel(A));
