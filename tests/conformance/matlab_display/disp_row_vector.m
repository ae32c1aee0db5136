A = [15 150];
disp(A)
