% dynamic field access s.(name)
s = struct('a', 1, 'b', 2);
f = 'b';
s.(f)
s.(f) = 20;
s.([f 'x']) = 3;
s
fn = fieldnames(s)'
