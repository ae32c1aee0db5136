% empty logical and char results
e = [1 2 3] > 5;
e(e)
x = true(0, 1)
size(x)
