% min and max with indices and along dimensions
M = [4 9 2; 3 5 7; 8 1 6];
[m, i] = max(M)
[m, i] = min(M, [], 2)
[v, k] = max(M(:));
[r, c] = ind2sub(size(M), k);
fprintf('max %d at (%d,%d)\n', v, r, c);
disp(max(M, 5))
