% a custom fill function gets the known data around each gap
t = 10:10:100;
A = [0.1 0.2 0.3 NaN NaN 0.6 0.7 NaN 0.9 1];
F = fillmissing(A, @(xs, ts, tq) repmat(xs(end), numel(tq), 1), [10 0], 'SamplePoints', t);
fprintf('%g ', F); fprintf('\n');
G = fillmissing([2 NaN NaN 8], @(xs, ts, tq) interp1(ts, xs, tq), 3);
fprintf('%g ', G); fprintf('\n');
