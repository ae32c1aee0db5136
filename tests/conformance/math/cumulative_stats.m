% running statistics of a data series
x = [3 1 4 1 5 9 2 6 5 3 5];
fprintf('%g ', cumsum(x)); fprintf('\n');
fprintf('%g ', cummax(x)); fprintf('\n');
fprintf('%g ', cummin(x)); fprintf('\n');
fprintf('%.3f ', cumsum(x) ./ (1:numel(x))); fprintf('\n');
fprintf('mean %.4f median %g mode %g std %.4f\n', mean(x), median(x), mode(x), std(x));
