A = reshape(1:12,4,3);
A(:,:,2) = A*10;
C = num2cell(A,3)
