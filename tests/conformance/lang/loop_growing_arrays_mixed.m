% growing arrays of different classes in hot loops
v = [];
c = {};
s = '';
for k = 1:260
  v(end+1) = k;
  if mod(k, 65) == 0
    c{end+1} = k;
    s = [s char('a' + mod(k, 26))];
  end
end
numel(v)
sum(v)
c
s
