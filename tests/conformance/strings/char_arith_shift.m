% shifting letters with arithmetic
char('abc' + 1)
char(('a':'e') - 32)
['a':'e']
