% case conversion of char matrices
upper(['ab'; 'cd'])
lower({'X', 'Yz'})
