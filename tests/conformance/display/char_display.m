% char rows and char matrices
s = 'hello'
m = ['abc'; 'xyz']
e = 'x'
q = 'it''s'
