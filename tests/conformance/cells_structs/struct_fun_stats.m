% structfun and cellfun over measurements
m.a = [1 2 3];
m.b = [10 20];
m.c = 5;
disp(structfun(@numel, m)')
s = structfun(@(v) sum(v), m, 'UniformOutput', false);
disp(s.b)
c = struct2cell(m);
disp(cellfun(@max, c)')
t = cell2struct({1; 'x'}, {'num', 'txt'}, 1);
fprintf('%d %s\n', t.num, t.txt);
