% cs-list targets on the left of a multiple assignment take one output per element
c = cell(1, 3);
[c{:}] = deal(7, 8, 9);
disp([c{:}])
s = struct('f', {1, 2, 3});
v = {10, 20, 30};
[s.f] = v{:};
disp([s.f])
d = num2cell(1:4);
[d{1:2}] = deal(0);
disp([d{:}])
t = struct('a', {1, 2});
[t.a] = deal(t.a);
disp([t.a])
