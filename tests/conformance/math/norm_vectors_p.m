% vector p-norms
v = [1 -2 2];
norm(v)
norm(v, 1)
norm(v, -Inf)
fprintf('%.4f\n', norm(v, 3));
