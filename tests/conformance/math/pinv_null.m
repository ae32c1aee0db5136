% pseudo-inverse and null space size
A = [1 2; 2 4];
fprintf('%.4f ', pinv(A)); fprintf('\n');
N = null(A);
size(N)
fprintf('%.4f\n', norm(A * N));
