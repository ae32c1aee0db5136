% indexed assignment into [] takes the class of the assigned value (MATLAB; Octave 7.3 keeps double)
a = [];
a(2) = int8(5);
disp(class(a))
c = [];
c(3) = 'x';
disp(class(c))
disp(double(c))
d = zeros(1, 2);
d(2) = int8(5);
disp(class(d))
