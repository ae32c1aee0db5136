% empty char arrays of different sizes
a = ''
c = blanks(0)
