% deal into struct array fields
s = struct('v', {0, 0, 0});
[s.v] = deal(7);
[s.v]
[s.v] = deal(1, 2, 3);
[s.v]
