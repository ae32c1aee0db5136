T = table([1; 2; 3; 4], [10; 20; 30; 40], 'VariableNames', {'a', 'b'});
G = [1; 2; 1; 2];
s = splitapply(@(x, y) sum(x .* y), T, G);
fprintf('%g ', s); fprintf('\n');
[lo, hi] = splitapply(@(v) deal(min(v), max(v)), T.b, G);
fprintf('%g %g\n', [lo hi]');
c = splitapply(@(v) {v'}, T.a, G);
fprintf('%g ', c{2}); fprintf('\n');
