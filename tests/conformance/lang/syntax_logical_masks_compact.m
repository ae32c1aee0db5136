% syntax logical masks compact
x = 1:5;
x(x>2)
x(~(x>2))
