% logical masks longer than the array in assignment grow it
x = [1 2 3];
x(logical([0 0 0 1])) = 9
y = [];
y(logical([1 0 1])) = 5
