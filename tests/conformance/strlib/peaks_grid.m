% peaks(N): MATLAB's sample surface on an N-by-N grid over [-3, 3]
z = peaks(5);
fprintf('%d %d\n', size(z));
fprintf('%.6f %.6f %.6f %.6f %.6f\n', z');
z2 = peaks;
fprintf('%d %d %.6f\n', size(z2), z2(25, 25));
