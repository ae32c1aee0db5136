% struct fields holding rows and columns
s.row = [1 2 3];
s.col = [1; 2];
s.str = 'hello';
s
