% sprintf recycles its format over vector data
disp(sprintf('%d,', 1:5))
disp(sprintf('(%d,%d) ', [1 2; 3 4]))
disp(sprintf('%s=%d ', 'a', 1, 'b', 2))
disp(sprintf('%5.2f|', [pi exp(1)]))
disp(sprintf('%x %o %e', 255, 8, 12345.678))
disp(sprintf('%+d %+d', 5, -5))
