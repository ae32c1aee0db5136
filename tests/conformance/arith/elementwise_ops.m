% elementwise operators
a = [1 2 3];
b = [4 5 6];
a + b
a - b
a .* b
a ./ b
a .^ 2
b .\ a
2 .^ a
