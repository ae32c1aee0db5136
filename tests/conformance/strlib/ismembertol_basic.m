% ismembertol: membership within a tolerance scaled by the data
x = 0.1 + 0.2;
fprintf('%d %d\n', ismember(x, 0.3), ismembertol(x, 0.3));
[tf, loc] = ismembertol([1 2.05 3], [3 1.0000001], 1e-3);
fprintf('%d ', tf); fprintf('\n');
fprintf('%d ', loc); fprintf('\n');
