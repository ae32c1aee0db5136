% cells of several classes
c = {int8([1 2]), single(1.5), 1+2i}
d = {@sin, []}
e = {zeros(2, 0), ''}
