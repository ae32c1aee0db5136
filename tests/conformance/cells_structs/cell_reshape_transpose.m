% transposing and reshaping cells
c = {1, 2, 3; 4, 5, 6};
d = c';
size(d)
d{1, 2}
e = reshape(c, 3, 2);
e{3, 1}
