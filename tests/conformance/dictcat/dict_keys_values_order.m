% keys and values are columns in insertion order
d = dictionary([30 10 20], ["c" "a" "b"]);
k = keys(d);
v = values(d);
fprintf('%d %d\n', size(k));
fprintf('%g ', k); fprintf('\n');
fprintf('%s ', v); fprintf('\n');
w = values(d, [20 30]);
fprintf('%s ', w); fprintf('\n');
kc = keys(d, "cell");
fprintf('%s %g\n', class(kc), kc{2});
