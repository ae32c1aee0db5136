% syntax cell brace chain
c = {1, 'two'};
c{2}(1)
c{1} + 1
