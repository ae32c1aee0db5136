% linear interpolation and extrapolation
A = [NaN 2 NaN 4 NaN NaN 7 NaN];
F = fillmissing(A, 'linear');
fprintf('%g ', F); fprintf('\n');
G = fillmissing(A, 'linear', 'EndValues', 'nearest');
fprintf('%g ', G); fprintf('\n');
H = fillmissing(A, 'linear', 'EndValues', 'none');
fprintf('%g ', H); fprintf('\n');
