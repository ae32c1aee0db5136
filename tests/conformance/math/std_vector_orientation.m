% std and var of rows and columns
fprintf('%.4f\n', std([1; 2; 3; 4]));
fprintf('%.4f\n', var([1 2 3 4]));
fprintf('%.4f\n', std(5));
