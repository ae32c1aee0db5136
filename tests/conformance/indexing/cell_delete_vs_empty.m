% c(i) = [] deletes, c{i} = [] stores an empty
c = {1, 2, 3};
c{2} = [];
numel(c)
c(2) = [];
numel(c)
c
