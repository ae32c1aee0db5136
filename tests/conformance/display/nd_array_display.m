% N-d arrays display page by page
A = reshape(1:8, 2, 2, 2)
B = zeros(1, 2, 2)
