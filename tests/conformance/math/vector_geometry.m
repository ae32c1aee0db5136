% vector geometry: angles, projections, areas
a = [3 4 0];
b = [4 0 3];
fprintf('|a| = %g, a.b = %g\n', norm(a), dot(a, b));
fprintf('angle = %.4f deg\n', acosd(dot(a, b) / (norm(a) * norm(b))));
disp(cross(a, b))
p = dot(a, b) / dot(b, b) * b;
disp(p)
P = [0 0; 4 0; 4 3; 0 3];
area = 0.5 * abs(sum(P(:, 1) .* circshift(P(:, 2), -1) - circshift(P(:, 1), -1) .* P(:, 2)));
fprintf('area %g (polyarea %g)\n', area, polyarea(P(:, 1), P(:, 2)));
