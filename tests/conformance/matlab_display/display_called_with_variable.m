a = 7;
display(a)
