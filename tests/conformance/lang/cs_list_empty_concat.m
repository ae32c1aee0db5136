% concatenating an empty cs-list gives [] (0x0)
c = {};
z = [c{:}];
size(z)
s = struct('a', {});
size([s.a])
size([c{:}; c{:}])
size(horzcat(c{:}))
