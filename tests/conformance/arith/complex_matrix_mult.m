% complex matrix products
A = [1 1i; -1i 1];
A * A
A'
A .* A
