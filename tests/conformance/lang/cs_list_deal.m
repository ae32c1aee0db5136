% deal and cs-list assignment
[a, b] = deal(1, 2)
[x, y] = deal(7)
c = cell(1, 3);
[c{:}] = deal(0);
c
