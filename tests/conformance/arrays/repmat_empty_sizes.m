% repmat's size arguments
a = [1 2];
disp(repmat(a, 2, 3))
disp(repmat(a, [2 1]))
disp(size(repmat(a, 0, 2)))
disp(repmat('ab', 1, 3))
