% a long char row is printed on one line
s = repmat('abcdefghij', 1, 10)
