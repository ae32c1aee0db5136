% num2str of integer classes and logicals
num2str(int8(-5))
num2str(uint16([1 20 300]))
num2str([true false])
