% singular values
s = svd([3 0; 0 4])
fprintf('%.4f\n', svd([1 2; 3 4]));
