% accumarray with a function returning a cell collects the groups in a cell array
c = accumarray([1; 3; 1], [10; 20; 30], [4 1], @(x) {x});
class(c)
size(c)
c{1}'
c{3}
isempty(c{2})
