% lookbehind, named tokens, once and split
prices = regexp('price: $42 and $7', '(?<=\$)\d+', 'match')
r = regexprep('foo123bar', '(?<=o+)\d', 'X')
n = regexp('key=val', '(?<k>\w+)=(?<v>\w+)', 'names');
fprintf('%s -> %s\n', n.k, n.v);
first = regexp('ab12cd345', '\d+', 'match', 'once')
parts = regexp('a1b22c', '\d+', 'split')
[s, e] = regexp('xx12yy3', '\d+');
disp([s; e])
