% determinants of small integer matrices
fprintf('%.4f\n', det([2 0 0; 0 3 0; 0 0 4]));
fprintf('%.4f\n', det([1 2 3; 4 5 6; 7 8 10]));
fprintf('%.4f\n', det(magic(3)));
