L = BraceList;
L{1} = 'first';
L{3} = [4 5 6];
disp(L.len())
disp(L{1})
disp(L{3}(2))
disp(isempty(L{2}))
