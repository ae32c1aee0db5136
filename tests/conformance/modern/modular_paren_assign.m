a = LabeledArray([1 2 3 4 5], "Vals");
a(2) = 20;
disp(a.value())
a(end) = 50;
disp(a.value())
a(1:2) = [];
disp(a.value())
b = LabeledArray([7 8], "More");
c = [a b];
disp(c.value())
disp(c.Label)
d = [b; b];
disp(size(d))
