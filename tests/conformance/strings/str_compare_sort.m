% sorting char and strings
sort('hello')
sort({'b', 'B', 'a', 'A'})
issorted('abc')
