% gcd, lcm, factorial, nchoosek and primes on edge inputs
gcd([12 15], 9)
lcm(int16(4), int16(6))
factorial([0 1 5 10])
nchoosek([1 2 3], 2)
primes(1)
isprime(0)
