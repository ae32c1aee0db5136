% sieve of Eratosthenes
n = 60;
isp = true(1, n);
isp(1) = false;
for k = 2:floor(sqrt(n))
  if isp(k)
    isp(k*k:k:n) = false;
  end
end
p = find(isp)
fprintf('%d primes below %d\n', numel(p), n);
twins = p([diff(p) == 2, false]);
fprintf('twin prime starts: %s\n', mat2str(twins));
isequal(p, primes(n))
