% gaps longer than MaxGap stay missing
A = [1 NaN 3 NaN NaN NaN 7];
F = fillmissing(A, 'linear', 'MaxGap', 2);
fprintf('%g ', F); fprintf('\n');
