% solving linear systems with backslash and slash
A = [2 1; 1 3];
b = [3; 5];
x = A \ b
y = b' / A
A \ eye(2)
