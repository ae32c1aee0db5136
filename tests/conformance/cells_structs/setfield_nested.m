% nested setfield and getfield paths
s = struct('a', struct('b', 1));
s = setfield(s, 'a', 'b', 5);
getfield(s, 'a', 'b')
s.a.b
