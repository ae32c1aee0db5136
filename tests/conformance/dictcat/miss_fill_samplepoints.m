% interpolation at unevenly spaced sample points
x = [0 NaN 10 NaN 40];
t = [0 1 5 6 10];
F = fillmissing(x, 'linear', 'SamplePoints', t);
fprintf('%g ', F); fprintf('\n');
