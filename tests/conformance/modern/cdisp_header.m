b = TesterCD;
b.ObjectUnderTest = int8(5)
