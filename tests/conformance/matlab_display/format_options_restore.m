fmt = format("long");
disp(pi)
format(fmt)
disp(pi)
