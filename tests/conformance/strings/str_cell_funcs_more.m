% string helpers on cells
strcat({'a', 'b'}, 'x')
strcat('a', {'b'}, 'c')
strrep({'a.b', 'c.d'}, '.', '')
upper({'a'; 'b'})
strcmp({'a'; 'b'}, {'a'; 'c'})
ismember({'a', 'q'}, 'a')
ismember('abc', 'cb')
