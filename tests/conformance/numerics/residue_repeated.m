[r, p, k] = residue([1 0 1], [1 -5 8 -4]);
fprintf('%.6f %.6f\n', [r p]');
disp(size(k))
[r, p, k] = residue([1 2], [1 3 3 1]);
fprintf('%.6f %.6f\n', [r p]');
