% scalar struct display
s.a = 1;
s.b = [1 2 3];
s.c = 'str';
s.d = {1, 2};
s
