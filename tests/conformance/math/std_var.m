% spread statistics with fixed decimals
v = [2 4 4 4 5 5 7 9];
fprintf('%.4f\n', std(v), var(v), std(v, 1), var(v, 1));
A = [1 2; 3 5; 6 9];
fprintf('%.4f ', std(A)); fprintf('\n');
fprintf('%.4f ', var(A, 0, 2)); fprintf('\n');
