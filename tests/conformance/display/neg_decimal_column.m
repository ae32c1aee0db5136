% a column of negative decimals
v = [-0.5; -1.25; 3]
