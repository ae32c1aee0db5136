% circular shifts and rotations
v = 1:6;
disp(circshift(v, 2))
disp(circshift(v, -1))
M = magic(3);
disp(circshift(M, 1))
disp(circshift(M, [0 1]))
disp(rot90(M))
disp(flipud(M))
