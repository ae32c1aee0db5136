% once with no match returns an empty char or cell
t = regexp('abc', '(\d)', 'tokens', 'once');
isempty(t)
m = regexp('abc', '\d', 'match', 'once');
class(m)
isempty(m)
