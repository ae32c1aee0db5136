% empty index ranges
v = 1:5;
e = v(3:2)
size(e)
A = magic(3);
size(A([], :))
size(A(:, []))
