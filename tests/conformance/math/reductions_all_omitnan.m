% MATLAB's 'all' and 'omitnan' reduction options (Octave 7.3 lacks them)
A = [1 2 3; 4 5 6];
fprintf('%g\n', sum(A, 'all'));
fprintf('%g\n', max(magic(4), [], 'all'), min(magic(4), [], 'all'));
v = [1 NaN 3 4];
fprintf('%g\n', sum(v, 'omitnan'));
fprintf('%.4f\n', mean(v, 'omitnan'));
fprintf('%g\n', max(v), min([NaN 2 1]), mean(v));
B = [1 NaN; 3 4];
fprintf('%g ', mean(B, 'omitnan')); fprintf('\n');
fprintf('%g ', sum(B, 2, 'omitnan')); fprintf('\n');
