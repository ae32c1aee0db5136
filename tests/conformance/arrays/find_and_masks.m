% find with masks, counts and subscripts
M = magic(4);
[r, c] = find(M > 12);
disp([r c])
disp(find(M > 12, 2)')
idx = find(mod(M, 2) == 0 & M > 5);
disp(M(idx)')
M(M < 5) = 0;
disp(M)
disp(nnz(M))
