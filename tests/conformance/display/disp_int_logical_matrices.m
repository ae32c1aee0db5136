% disp of integer and logical matrices
disp(int16([1 -2; 30 4]))
disp([true false; false true])
disp(uint8(255))
