% struct fields holding matrices and empties
s.m = magic(3);
s.e = [];
s.z = zeros(1, 0);
s
