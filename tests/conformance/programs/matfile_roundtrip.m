% saving and loading variables, complex values included
f = [tempname() '.mat'];
z = [1+2i 3-4i];
n = int16([5 -6]);
s.label = 'run';
s.vals = [0.5 1.5];
c = {1, 'two'};
save(f, 'z', 'n', 's', 'c');
clear z n s c
load(f);
disp(z)
disp(class(n)); disp(n)
fprintf('%s %g\n', s.label, sum(s.vals));
disp(c{2})
r = load(f, 'z');
disp(fieldnames(r))
delete(f);
