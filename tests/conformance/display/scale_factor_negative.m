% scale factor with negative entries
A = [-12345.6 1; 2 3]
