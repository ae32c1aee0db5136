p = uint8([1 3 5; 2 4 6]);
X = zeros(size(p),'like',p)
