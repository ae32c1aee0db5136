% parentheses versus braces on cells
c = {1, 'two', [3 4 5]; {6}, @sin, 'x'};
disp(class(c(1, 2)))
disp(class(c{1, 2}))
sub = c(:, 1);
disp(size(sub))
disp(c{1, 3}(2))
disp(c{2, 1}{1})
c(:, 2) = [];
disp(size(c))
