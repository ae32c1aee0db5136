% repeating and concatenating text
repmat('-', 1, 10)
[repmat('ab', 1, 2) 'c']
strcat('a', 'b', 'c')
