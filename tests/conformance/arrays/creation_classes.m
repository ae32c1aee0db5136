% creation with a class name
a = zeros(2, 2, 'int8')
class(a)
b = ones(1, 3, 'uint16')
c = eye(2, 'single');
class(c)
d = zeros(2, 'like', int32(1));
class(d)
