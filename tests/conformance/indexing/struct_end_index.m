% end on struct arrays and their fields
s = struct('v', {[1 2], [3 4 5], 6});
s(end).v
s(2).v(end)
s(end-1).v(end-1)
