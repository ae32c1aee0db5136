% deleting from a field vector inside a struct array element
s(1).v = 1:5;
s(2).v = 6:8;
s(1).v(2) = [];
s(1).v
s(2).v([1 end]) = [];
s(2).v
