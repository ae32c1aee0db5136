c = CDPlain
disp(c)
