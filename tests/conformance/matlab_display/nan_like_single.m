p = single([1 2 3]);
X = NaN(size(p),'like',p)
