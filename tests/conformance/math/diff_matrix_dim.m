% diff along dimension 2 and higher orders
A = [1 4 9; 2 8 18];
diff(A, 1, 2)
diff(A, 2, 2)
diff([5 3])
