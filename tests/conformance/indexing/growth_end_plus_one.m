% appending with end+1 in a loop
v = [];
for k = 1:5
  v(end+1) = k^2;
end
v
c = {};
c{end+1} = 'a';
c{end+1} = 'bb';
c
