p = [1+2i 3i];
X = zeros('like',p)
