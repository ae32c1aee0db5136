% floor/ceil/round/fix and abs on 5e6 doubles.
x = (rand(5e6, 1) - 0.5) * 1000;
%% timed
f = floor(x);
c = ceil(x);
r = round(x);
t = fix(x);
a = abs(x);
out = [sum(f), sum(c), sum(r), sum(t), sum(a)];
