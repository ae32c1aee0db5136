% num2str of matrices with negatives and fractions
num2str([-1 2 -3])
num2str([1.5 -2.25; 3 4])
num2str(-0.1)
