% assigning values of another class converts to the array class
v = int8([1 2 3]);
v(2) = 2.7;
v
class(v)
c = 'abc';
c(2) = 66;
c
d = [1 2 3];
d(2) = int8(5);
class(d)
