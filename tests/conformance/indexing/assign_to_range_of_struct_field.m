% assigning a vector into a struct field range
s.v = zeros(1, 5);
s.v(2:4) = [7 8 9];
s.v
s.v([1 end]) = -1;
s.v
