emptyCell = cell(3,4,2)
