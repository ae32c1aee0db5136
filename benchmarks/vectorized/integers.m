% Integer classes: idivide, mod and saturating arithmetic on 5e6 int32 values.
x = int32(floor((rand(5e6, 1) - 0.5) * 2e6));
%% timed
q = idivide(x, int32(7));
r = mod(x, int32(7));
s = x * int32(2000);
out = [sum(double(q)), sum(double(r)), double(max(s))];
