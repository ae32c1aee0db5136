% disp of assorted scalars
disp(pi)
disp(-0.001)
disp(1e6)
disp(123456.789)
disp(1/3)
disp(int32(-7))
