% a two-row wide integer matrix
A = [1:25; 26:50]
