% implicit expansion of rows and columns
r = 1:4;
c = (1:3)';
disp(r + c)
disp(c .* r)
disp(r - mean(r))
M = magic(3);
disp(M - min(M))
disp(M ./ sum(M, 2))
