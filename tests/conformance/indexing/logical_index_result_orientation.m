% logical indexing of matrices gives columns, of rows gives rows
A = [1 2; 3 4];
A(logical([1 0; 1 1]))
r = [5 6 7];
r(logical([1 0 1]))
c = [5; 6; 7];
c(logical([1 0 1]))
