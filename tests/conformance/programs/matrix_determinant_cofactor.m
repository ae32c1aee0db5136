% determinant by cofactor expansion compared with det
A = [2 -1 0 3; 1 4 2 -2; 0 5 -3 1; 3 0 1 2];
d = cofdet(A);
fprintf('cofactor det: %d\n', d);
fprintf('builtin det:  %d\n', round(det(A)));
B = magic(3);
fprintf('magic(3): %d vs %d\n', cofdet(B), round(det(B)));
function d = cofdet(M)
  n = size(M, 1);
  if n == 1
    d = M;
    return
  end
  d = 0;
  for j = 1:n
    minor = M(2:end, [1:j-1, j+1:n]);
    d = d + (-1)^(1 + j) * M(1, j) * cofdet(minor);
  end
end
