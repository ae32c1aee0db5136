% more struct helpers
struct2cell(struct('a', {1, 2}))
cell2struct({1; 2}, {'a'; 'b'}, 1)
orderfields(struct('b', 1, 'a', 2), {'a', 'b'})
isfield(struct('a', 1), {'a', 'b'; 'c', 'a'})
getfield(struct('a', {5, 6}), {2}, 'a')
rmfield(struct('a', 1, 'b', 2), {'a', 'b'})
