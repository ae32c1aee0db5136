% cellfun with uniform output
c = {[1 2 3], [], 'abcd', {1, 2}};
cellfun(@numel, c)
cellfun(@isempty, c)
cellfun('length', c)
cellfun(@(x) sum(x), {[1 2], [3 4 5]})
