% cellfun results class
r = cellfun(@ischar, {'a', 1, 'b'})
class(r)
n = cellfun(@numel, {})
size(n)
