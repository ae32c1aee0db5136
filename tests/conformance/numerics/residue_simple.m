[r, p, k] = residue([-4 8], [1 6 8]);
fprintf('%.6f %.6f\n', [r p]');
disp(isempty(k))
[b, a] = residue(r, p, k);
fprintf('%.6f ', b, a); fprintf('\n');
