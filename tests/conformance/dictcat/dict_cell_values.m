% cell values hold data of different types and sizes
d = dictionary("v", {[1 2 3]}, "s", {'text'});
c = d("v");
fprintf('%s\n', class(c));
x = d{"v"};
fprintf('%d ', x); fprintf('\n');
fprintf('%s\n', d{"s"});
d{"n"} = 42;
fprintf('%d %g\n', numEntries(d), d{"n"});
