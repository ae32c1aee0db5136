% peaks(X, Y) at given points, peaks(V) on meshgrid(V), and the grid outputs
fprintf('%.8f\n', peaks(0, 0));
[xx, yy] = meshgrid([0 1], [1 -1]);
fprintf('%.8f ', peaks(xx, yy)); fprintf('\n');
[X, Y, Z] = peaks([-1 0 2]);
fprintf('%g ', X(2, :)); fprintf('\n');
fprintf('%g ', Y(:, 3)); fprintf('\n');
fprintf('%.5f\n', Z(3, 1));
