% end in index arithmetic
v = 10:10:100;
disp(v(end))
disp(v(end-2:end))
disp(v(ceil(end/2)))
M = magic(5);
disp(M(end, end))
disp(M(end-1, 2:end-2))
disp(M(end))
v(end+1) = 110;
disp(numel(v))
