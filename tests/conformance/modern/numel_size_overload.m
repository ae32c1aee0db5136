s = Seg([1 2 3; 4 5 6]);
disp(numel(s))
disp(size(s))
[r, c] = size(s);
fprintf('%d by %d\n', r, c);
disp(size(s, 2))
