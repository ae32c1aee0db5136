A = [-2+2i 4+i -1-3i];
max(A)
