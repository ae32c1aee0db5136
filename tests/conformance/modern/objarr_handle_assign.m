h = [Cell(1) Cell(2) Cell(3)];
g = h;
g(2).Value = 50;
fprintf('%d ', [h.Value]); fprintf('\n');
bump(h, 10);
fprintf('%d ', [g.Value]); fprintf('\n');
x = h(1);
x.Value = -1;
fprintf('%d\n', h(1).Value);
