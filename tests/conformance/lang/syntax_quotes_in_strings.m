% syntax quotes in strings
s = 'a%b'
t = 'don''t'
u = ['x' 'y']
