% num2str of numbers and matrices
num2str(42)
num2str(3.14159)
num2str(-0.5)
num2str([1 2 3])
num2str(pi, 8)
num2str(123.456, '%10.2f')
num2str(true)
