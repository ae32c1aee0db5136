% dec2bin and dec2hex of arrays, bin2dec of char matrices
n = [1 2 5 10];
b = dec2bin(n)
h = dec2hex([10 255 4096])
w = dec2bin(5, 8)
v = bin2dec(b)'
x = hex2dec({'A', 'FF'})'
