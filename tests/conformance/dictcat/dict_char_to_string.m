% char keys and values are stored as strings
d = dictionary('alpha', 'first');
d('beta') = 'second';
k = keys(d);
v = d('beta');
fprintf('%s %s %s\n', class(k), class(v), v);
[kt, vt] = types(d);
fprintf('%s %s\n', kt, vt);
