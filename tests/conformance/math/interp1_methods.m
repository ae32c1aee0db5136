% interpolation methods
x = 0:3;
y = [0 1 8 27];
fprintf('%.4f\n', interp1(x, y, 1.5), interp1(x, y, 1.5, 'nearest'), interp1(x, y, 1.5, 'previous'), interp1(x, y, 1.5, 'next'));
fprintf('%.4f\n', interp1(x, y, 1.5, 'spline'));
