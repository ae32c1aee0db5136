% regexp start/end indices and once
[s, e] = regexp('hello world', 'o')
first = regexp('abc123def', '\d+', 'match', 'once')
tok = regexp('key: value', '(\w+): (\w+)', 'tokens', 'once');
numel(tok)
tok{1}
tok{2}
regexp('abc', '\d', 'match', 'once')
