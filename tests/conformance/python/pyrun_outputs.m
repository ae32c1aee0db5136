mllist = pyrun("days = ['Monday','Tuesday','Wednesday','Thursday','Friday']","days");
disp(class(mllist))
a = pyrun("a = b*c", "a", b = 5, c = 10)
