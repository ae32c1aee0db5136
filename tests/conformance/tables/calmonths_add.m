t = datetime(2014, 6, 27:28);
L = calmonths(2) + caldays(35);
disp(char(L))
t2 = t + calmonths(2) + caldays(35);
disp(char(t2))
disp(class(L))
