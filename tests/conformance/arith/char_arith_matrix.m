% char arithmetic and reductions
sum('abc')
max('hello')
'a' * 2
