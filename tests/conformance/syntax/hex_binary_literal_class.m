% hex and binary literals are integers: the smallest unsigned class that fits, or the suffix's class
x = 0x1F
disp(class(x))
y = 0xFFs8
disp(class(0x100))
z = 0b101 + 1
disp(class(z))
v = [0x1F 1.5]
b = 0x1Fu16; b(2) = 7;
disp(class(b)); disp(b)
