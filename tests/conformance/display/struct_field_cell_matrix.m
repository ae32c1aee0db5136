% struct fields holding cells and logicals
s.flags = [true false];
s.list = {1, 'two'};
s.n = int8(5);
s
