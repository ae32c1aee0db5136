% insertion of new keys and update of an existing key
d = dictionary(["a" "b"], [1 2]);
d("c") = 3;
d("a") = 10;
k = keys(d);
v = values(d);
for i = 1:numel(k)
  fprintf('%s=%g\n', k(i), v(i));
end
