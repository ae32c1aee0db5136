[b, a] = residue([1; 2], [-1; -3], [1 2]);
fprintf('%.6f ', b); fprintf('\n');
fprintf('%.6f ', a); fprintf('\n');
[b, a] = residue([3; -1], [-2; -2], []);
fprintf('%.6f ', b); fprintf('\n');
fprintf('%.6f ', a); fprintf('\n');
