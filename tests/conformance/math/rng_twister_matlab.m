% rng seeds MATLAB's Mersenne Twister: the documented first values, column-major fill, save/restore
rng(1);
fprintf('%.4f ', rand(1, 5)); fprintf('\n');
rng(1);
A = rand(2, 2);
fprintf('%.4f %.4f\n', A');
rng('default');
fprintf('%.4f\n', rand);
rng(7);
s = rng;
x = rand(1, 3);
rng(s);
y = rand(1, 3);
fprintf('%d\n', isequal(x, y));
