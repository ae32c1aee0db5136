A = [true false true; true true false];
B = cumsum(A,2)
