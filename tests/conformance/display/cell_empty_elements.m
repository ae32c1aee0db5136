% a cell of empties
c = cell(2, 2)
