% Two-argument min/max, comparisons and logical operators on 5e6 doubles.
x = (rand(5e6, 1) - 0.5) * 200;
%% timed
hi = max(x, 0);
lo = min(x, 50);
k = (x > -50) & (x < 50) | ~(x ~= 0);
out = [sum(hi), sum(lo), nnz(k)];
