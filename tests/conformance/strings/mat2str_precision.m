% mat2str of non-integers and columns
mat2str([0.1 1/3])
mat2str([1; 2; 3])
mat2str([])
mat2str(int8([1 2]))
mat2str([1 2], 3)
