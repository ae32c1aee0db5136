% a colon over a zero-length dimension selects nothing; only [] takes the right side's extent
x = zeros(0, 3);
x(:, 1) = 5;
size(x)
x(:, 4) = 5;
size(x)
y = zeros(1, 0);
y(1, :) = 5;
size(y)
z = [];
z(:, 1) = [1; 2];
size(z)
w = zeros(3, 0);
w(:, 1) = [1; 2; 3]
c = cell(0, 2);
c(:, 3) = {1};
size(c)
