% display of a cell with numbers, strings and empties
c = {42, 'str', [], {}, [1.5 2.5]}
