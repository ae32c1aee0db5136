% + with a string and a number appends the number's text (MATLAB)
s = "a" + 1;
fprintf('[%s] %s\n', s, class(s));
t = "x = " + 2.5;
fprintf('[%s]\n', t);
u = 3 + "px";
fprintf('[%s]\n', u);
