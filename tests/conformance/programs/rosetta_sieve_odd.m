% odd-only sieve of Eratosthenes with twin prime pairs
n = 200;
m = floor((n - 1) / 2);
isp = true(1, m);
for i = 1:floor((sqrt(n) - 1) / 2)
  if isp(i)
    p = 2 * i + 1;
    isp((p * p - 1) / 2:p:m) = false;
  end
end
pr = [2, 2 * find(isp) + 1];
fprintf('%d primes below %d\n', numel(pr), n);
tw = pr([diff(pr) == 2, false]);
fprintf('(%d,%d) ', [tw; tw + 2]); fprintf('\n');
