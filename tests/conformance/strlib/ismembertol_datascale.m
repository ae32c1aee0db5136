% DataScale makes the tolerance absolute; ByRows compares whole rows
fprintf('%d\n', ismembertol(10, 10.5, 0.1));
fprintf('%d\n', ismembertol(10, 10.5, 0.1, 'DataScale', 1));
A = [1 2; 3 4];
B = [3 4.0000001; 5 6];
fprintf('%d ', ismembertol(A, B, 1e-6, 'ByRows', true)); fprintf('\n');
