b = [1 4 6];
a = [1 6 11 6];
[r, p, k] = residue(b, a);
[b2, a2] = residue(r, p, k);
fprintf('%.6f ', b2); fprintf('\n');
fprintf('%.6f ', a2); fprintf('\n');
fprintf('%.6f %.6f\n', [r p]');
