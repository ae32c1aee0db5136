% anon end in body
f = @(v) v(end);
f([4 5 6])
g = @(v) v(end-1:end);
g(1:5)
