[r, p, k] = residue([5 3 -2 7], [-4 0 8 3]);
fprintf('%.6f %.6f\n', [r p]');
fprintf('%.6f\n', k);
[r, p, k] = residue([2 0 0 1 0], [1 0 1]);
fprintf('%.4f %.4f\n', real(r), abs(imag(r)));
fprintf('%g ', k); fprintf('\n');
