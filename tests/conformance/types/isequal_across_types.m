% isequal compares values across numeric classes
isequal(int8(3), 3)
isequal('a', 97)
isequal(true, 1)
isequal(single(0.5), 0.5)
