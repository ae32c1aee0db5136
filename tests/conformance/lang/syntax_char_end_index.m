% syntax char end index
s = 'hello';
s([1 end])
s(end:-1:1)
upper(s(1))
