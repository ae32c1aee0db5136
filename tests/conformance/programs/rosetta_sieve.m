% sieve of Eratosthenes
n = 60;
isp = true(1, n);
isp(1) = false;
for k = 2:floor(sqrt(n))
  if isp(k)
    isp(k*k:k:n) = false;
  end
end
p = find(isp);
fprintf('%d ', p); fprintf('\n');
fprintf('count = %d, matches primes: %d\n', numel(p), isequal(p, primes(n)));
