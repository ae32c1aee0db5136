a = LabeledArray([1 2], "A");
b = LabeledArray([3 4], "B");
c = cat(1, a, b);
disp(c.value())
disp(c.Label)
d = horzcat(a, b, a);
disp(d.value())
disp(size(d))
