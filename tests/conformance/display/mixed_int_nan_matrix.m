% a matrix with integers and NaN
A = [1 NaN; 3 4]
B = [1 2 Inf]
