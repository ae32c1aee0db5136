% a call whose result is unused displays ans
max([4 2 8])
size(zeros(3, 2))
numel('abc');
ans
