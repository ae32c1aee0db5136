% A(I) on N-D arrays: N-D vectors keep their orientation, masks give vectors
ndv = reshape(1:12, 1, 1, 12);
rv = [1:12];
wm = reshape(1:12, 2, 6);
m = reshape(logical([1 0 0 1 1 0 0 1 1 0 0 1]), 1, 1, 12);
fprintf('%d ', size(ndv([1 3 5]))); fprintf('\n');
fprintf('%d ', size(ndv([1; 3; 5]))); fprintf('\n');
fprintf('%d ', size(rv(reshape([1 3 5], 1, 1, 3)))); fprintf('\n');
fprintf('%d ', size(wm(reshape([1 3 5], 1, 1, 3)))); fprintf('\n');
fprintf('%d ', size(wm(m))); fprintf('\n');
fprintf('%d ', size(ndv(m))); fprintf('\n');
fprintf('%d ', size(wm(reshape(true(1, 12), 2, 6)))); fprintf('\n');
fprintf('%d ', size(rv([1 2; 3 4]))); fprintf('\n');
fprintf('%d ', ndv(m)); fprintf('\n');
