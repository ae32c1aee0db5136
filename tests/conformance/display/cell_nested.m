% nested cells
c = {{1, 'a'}, {}}
