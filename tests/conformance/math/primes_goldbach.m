% Goldbach partitions of even numbers
for n = 4:2:30
  c = 0;
  first = 0;
  for p = primes(n / 2)
    if isprime(n - p)
      c = c + 1;
      if first == 0
        first = p;
      end
    end
  end
  fprintf('%2d: %d ways, e.g. %d+%d\n', n, c, first, n - first);
end
