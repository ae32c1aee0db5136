% cell arrays with mixed contents
c = {1, 'text'; [1 2 3], {2}}
d = {int8(4), true, []}
