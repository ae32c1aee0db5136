% format long with mixed magnitudes
format long
A = [1 0.001; 100 2]
format short
B = [1 0.001; 100 2]
