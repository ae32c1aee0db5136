% struct field read and write
s.name = 'pump';
s.flow = 12.5;
s.tags = {'a', 'b'};
s.flow = s.flow * 2;
disp(s.name)
disp(s.flow)
disp(s.tags{2})
s
