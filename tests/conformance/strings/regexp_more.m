% regexp outputs in several forms
[tok, mat] = regexp('x=1', '(\w)=(\d)', 'tokens', 'match')
regexp({'a1', 'b2'}, '\d', 'match')
regexpi('ABC', 'b', 'match')
regexp('a,b', ',', 'split', 'once')
regexprep('a.b.c', '\.', '\\')
