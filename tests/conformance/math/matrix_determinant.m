% determinant by cofactor expansion (recursive)
A = [2 0 1; 1 3 2; 1 1 1];
fprintf('%g %g\n', cofdet(A), det(A));
B = magic(4);
fprintf('%g\n', round(cofdet(B)));

function d = cofdet(M)
  n = size(M, 1);
  if n == 1
    d = M;
    return
  end
  d = 0;
  for j = 1:n
    sub = M(2:end, [1:j-1, j+1:n]);
    d = d + (-1)^(1 + j) * M(1, j) * cofdet(sub);
  end
end
