% number theory helpers
gcd(12, 18)
lcm(4, 6)
primes(30)
isprime([1 2 9 11 15 17])
factorial(5)
nchoosek(5, 2)
factor(84)
