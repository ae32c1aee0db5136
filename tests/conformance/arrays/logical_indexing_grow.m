% growing arrays by assignment past the end
v = [];
for k = 1:5
  v(end + 1) = k^2;
end
disp(v)
M = zeros(2);
M(3, 4) = 9;
disp(M)
c = {};
c{3} = 'x';
disp(size(c))
s = '';
s(5) = 'e';
disp(double(s))
