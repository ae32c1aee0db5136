% inner and outer products
u = [1 2 3];
v = [4 5 6];
u * v'
u' * v
dot(u, v)
cross(u, v)
kron([1 2], [1; 1])
