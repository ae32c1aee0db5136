% comparing and sorting text
a = {'pear', 'Apple', 'fig', 'apple'};
disp(strcmp(a, 'apple'))
disp(strcmpi(a, 'apple'))
disp(strncmp(a, 'ap', 2))
[s, i] = sort(a);
disp(i)
disp(sort(lower(a)))
