% exponentials and logs on vectors, printed with fixed decimals
x = [0 0.5 1 2];
fprintf('%.4f ', exp(x)); fprintf('\n');
fprintf('%.4f ', log(x + 1)); fprintf('\n');
fprintf('%.4f ', log1p(x)); fprintf('\n');
fprintf('%.4f ', expm1(x)); fprintf('\n');
