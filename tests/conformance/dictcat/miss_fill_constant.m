% constant fill values
A = [1 NaN 3 NaN 5];
F = fillmissing(A, 'constant', 0);
fprintf('%g ', F); fprintf('\n');
M = [1 NaN; NaN 4; 5 NaN];
G = fillmissing(M, 'constant', [-1 -2]);
disp(mat2str(G));
s = fillmissing(["a" missing], 'constant', "none");
fprintf('%s ', s); fprintf('\n');
