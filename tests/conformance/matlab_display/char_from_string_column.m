A = ["foo";"bar"];
C = char(A)
