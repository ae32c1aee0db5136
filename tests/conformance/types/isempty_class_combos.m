% isempty and numel across classes
isempty('')
isempty({})
isempty(struct([]))
isempty(int8([]))
numel(struct('a', {1, 2, 3}))
