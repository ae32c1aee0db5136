% two data variables, two outputs, cell results
x = [1; 2; 3; 4; 5; 6];
y = [6; 5; 4; 3; 2; 1];
G = [1; 2; 1; 2; 1; 2];
w = splitapply(@(a, b) sum(a .* b), x, y, G);
fprintf('%d ', w); fprintf('\n');
[lo, hi] = splitapply(@(a) deal(min(a), max(a)), x, G);
fprintf('%d %d\n', [lo hi]');
c = splitapply(@(a) {a'}, x, G);
fprintf('%d ', c{2}); fprintf('\n');
