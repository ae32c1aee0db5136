% Catalan numbers three ways
n = 0:10;
c1 = arrayfun(@(k) nchoosek(2*k, k) / (k + 1), n);
c2 = zeros(size(n)); c2(1) = 1;
for k = 1:10
  c2(k + 1) = sum(c2(1:k) .* c2(k:-1:1));
end
c3 = cumprod([1 arrayfun(@(k) 2*(2*k - 1) / (k + 1), 1:10)]);
disp(c1)
disp([isequal(c1, c2), isequal(round(c3), c1)])
