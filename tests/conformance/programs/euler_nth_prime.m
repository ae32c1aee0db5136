% Project Euler 7 (small): the 1000th prime
count = 0; n = 1;
while count < 1000
  n = n + 1;
  if isprime(n)
    count = count + 1;
  end
end
disp(n)
p = primes(8000);
disp(p(1000))
