% indexing into char arrays
s = 'hello world';
s(1)
s(end:-1:1)
s([1 7])
s(s == 'o') = '0'
s(1:5) = upper(s(1:5))
