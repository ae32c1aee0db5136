X = [2 4 4 4 5 5 7 9; 1 3 5 7 9 11 13 15]';
v1 = var(X)
v2 = var(X, 1)
v3 = var(X, [], 2)'
s1 = std(X, 1)
w = var([1 2 3 4], [0.1 0.2 0.3 0.4])
md = median([4 1 3 2])
md2 = median(X)
mo = mode([1 2 2 3 3])
[mo2, f, c] = mode([1 2 2 3 3 4])
q = quantile([1 2 3 4 5 6 7 8 9 10], [0.25 0.5 0.75])
p = prctile([10 20 30 40], [0 50 100])
cv = cov(X)
cc = corrcoef(X)
m3 = mean(X(:))
mn = min(X(:)); mx = max(X(:));
fprintf('range [%g, %g]\n', mn, mx);
h = histc([1 2 2 3 5 7], [0 2 4 6 8])
h2 = histc([1 2; 3 4; 5 6], [0 3 6])
r = range([3 9 1])
cumsum(X)
sm = sum(X .^ 2) ./ size(X, 1)
mad1 = mean(abs(X - mean(X)))
