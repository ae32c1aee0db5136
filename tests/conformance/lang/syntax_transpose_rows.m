% syntax transpose rows
A = magic(3);
A(2, :)'
A(:, 2)'
A'
