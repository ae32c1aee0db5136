A = "foo";
C = char(A)
