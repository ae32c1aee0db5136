% sort is stable for ties, descend keeps original order of equals
[s, i] = sort([2 1 2 1 2])
[s, i] = sort([2 1 2 1 2], 'descend')
