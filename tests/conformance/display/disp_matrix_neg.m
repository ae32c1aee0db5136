% disp of matrices with negatives and decimals
disp([-1 2; 3 -4])
disp([0.5 -0.25])
disp([1e5 2])
