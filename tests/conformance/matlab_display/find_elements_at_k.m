X = magic(4);
k = find(X<10,5);
X(k)
