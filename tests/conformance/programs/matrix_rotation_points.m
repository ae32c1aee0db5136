% rotating points with a rotation matrix
theta = pi / 2;
R = [cos(theta) -sin(theta); sin(theta) cos(theta)];
P = [1 0; 0 1; 1 1]';
Q = round(R * P) + 0
fprintf('%.4f %.4f\n', Q);
