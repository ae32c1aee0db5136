a = magic(3);
c = num2cell(a)
