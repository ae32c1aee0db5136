% a copy of a dictionary is independent of the original
d = dictionary("x", 1);
d2 = d;
d2("y") = 2;
d2("x") = 100;
fprintf('%d %d\n', numEntries(d), numEntries(d2));
fprintf('%g %g\n', d("x"), d2("x"));
