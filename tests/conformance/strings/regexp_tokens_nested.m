% tokens from several groups and matches
t = regexp('a1b2c3', '([a-z])(\d)', 'tokens');
numel(t)
t{3}{1}
t{3}{2}
m = regexp('no digits', '\d', 'match')
