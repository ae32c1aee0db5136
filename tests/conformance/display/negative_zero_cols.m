% columns with negative entries
A = [-1 2; 3 -4]
B = [-1.5 2; 3 -4.25]
