% int32 and logical keys are converted to the double key type
d = dictionary([1 2 3], [10 20 30]);
fprintf('%g\n', d(int32(2)));
d(int8(4)) = 40;
k = keys(d);
fprintf('%s %g\n', class(k), k(end));
