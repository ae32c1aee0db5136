% format long with singles and integers
format long
a = single(2/3)
b = uint8(200)
c = [1 2.5]
format short
