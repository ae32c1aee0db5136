% dynamic field names in a loop
s = struct();
names = {'alpha', 'beta', 'gamma'};
for k = 1:3
  s.(names{k}) = k^2;
end
s
disp(s.('beta'))
