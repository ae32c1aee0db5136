% makeValidName keeps the class of its input; table-style headers become field names
h = ["Sample ID", "temp (C)", "2nd reading"];
v = matlab.lang.makeValidName(h);
fprintf('%s %s\n', class(v), strjoin(v, ' '));
s = struct();
for k = 1:numel(v)
  s.(v(k)) = k;
end
f = fieldnames(s);
fprintf('%s ', f{:}); fprintf('\n');
