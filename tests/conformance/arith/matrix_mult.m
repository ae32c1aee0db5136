% matrix products and powers
A = [1 2; 3 4];
B = [0 1; 1 0];
A * B
B * A
A ^ 2
[1 2 3] * [4; 5; 6]
[1; 2] * [3 4]
