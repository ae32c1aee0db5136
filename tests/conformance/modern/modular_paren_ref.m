a = LabeledArray([1 2 3; 4 5 6], "Data");
b = a(1, 2:3);
disp(class(b))
disp(b.Label)
disp(b.value())
disp(a(2, :).Label)
disp(size(a))
c = a(:, end);
disp(c.value())
disp(total(a))
