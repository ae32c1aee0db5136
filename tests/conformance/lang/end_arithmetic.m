% end in index arithmetic
v = 10:10:100;
v(end)
v(end-1)
v(end/2)
v([1 end])
v(end:-3:1)
A = magic(4);
A(end, end)
A(end-1, :)
