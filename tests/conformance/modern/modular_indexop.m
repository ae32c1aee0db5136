a = LabeledArray(magic(4), "M");
b = a(2:3, [1 4]);
disp(b.value())
t = matlab.indexing.IndexingOperationType.Paren;
disp(class(t))
disp(char(t))
