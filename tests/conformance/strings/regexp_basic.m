% regexp match, tokens, names and split
s = 'x=10, y=20';
m = regexp(s, '\d+', 'match')
t = regexp(s, '(\w)=(\d+)', 'tokens');
t{2}
n = regexp(s, '(?<key>\w)=(?<val>\d+)', 'names');
n(1).key
n(2).val
parts = regexp('a1b22c', '\d+', 'split')
