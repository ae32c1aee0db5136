Q = quadv(@(x) [x, x.^2; sin(x), 1], 0, 1);
fprintf('%.6f\n', Q);
disp(size(Q))
Q = quadv(@(t) exp(-t*(1:3)), 0, 2);
fprintf('%.6f ', Q); fprintf('\n');
