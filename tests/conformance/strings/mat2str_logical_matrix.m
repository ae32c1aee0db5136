% mat2str of logical matrices and negative numbers
mat2str([true false; false true])
mat2str([-1.5 2; 3 -4])
mat2str(-0.25)
