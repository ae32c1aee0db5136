% num2str precision rules
num2str(1/3)
num2str(123456789)
num2str(1.23456789e-5)
num2str(-7.25)
num2str(100)
