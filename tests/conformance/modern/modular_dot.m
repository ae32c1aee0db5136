d = DotBag;
d.alpha = 10;
d.beta = [1 2 3];
disp(d.alpha)
disp(d.beta(2))
d.beta(4) = 9;
disp(d.beta)
d.Owner = 'me';
disp(d.Owner)
disp(d.count())
