% logical matrices in arithmetic
L = logical(eye(2));
L + L
L * 2
class(L * L)
