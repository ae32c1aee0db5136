% a matrix statistics report with row and column summaries
M = [4 9 2; 3 5 7; 8 1 6];
fprintf('matrix:\n');
fprintf('%4d%4d%4d\n', M');
fprintf('row sums: %s\n', mat2str(sum(M, 2)'));
fprintf('col sums: %s\n', mat2str(sum(M, 1)));
fprintf('diag sums: %d %d\n', trace(M), sum(diag(flipud(M))));
ismagic = all(sum(M, 1) == 15) && all(sum(M, 2) == 15);
fprintf('magic: %d\n', ismagic);
[mx, im] = max(M(:));
[r, c] = ind2sub(size(M), im);
fprintf('max %d at (%d,%d)\n', mx, r, c);
fprintf('mean %.4f std %.4f\n', mean(M(:)), std(M(:)));
