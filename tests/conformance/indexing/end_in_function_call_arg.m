% end inside indices nested in function calls
v = [4 8 15 16 23 42];
x = v(max(1, end - 2):end)
y = v(min(end, 10))
A = magic(4);
A(end, [1 end])
