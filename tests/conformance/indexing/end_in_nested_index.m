% end refers to the array being indexed
c = {1:3, 1:5};
c{2}(end)
c{end}(end-1)
s.x = 1:4;
s.x(end)
A = magic(4);
A(end, end-1)
