% max and min of char and logical
max('abc')
min([true false])
class(max([true false]))
