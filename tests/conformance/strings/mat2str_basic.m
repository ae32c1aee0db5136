% mat2str round trips
mat2str([1 2; 3 4])
mat2str([1.5 -2])
mat2str(true)
mat2str([true false])
mat2str(pi, 4)
