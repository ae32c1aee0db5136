% format long on a matrix and a column
format long
A = [1/3 1; 2 0.5]
format short
