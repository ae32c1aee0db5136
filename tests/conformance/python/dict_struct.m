studentID = py.dict(pyargs('Robert',357,'Mary',229,'Jack',391));
S = struct(studentID)
d = py.dict(a=1, b='x');
disp(double(d{'a'}))
disp(char(d{'b'}))
