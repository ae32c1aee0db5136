c = Counter();
lh = addlistener(c, 'Incremented', @onIncrement);
c.increment();
c.increment();
fprintf('%s\n', class(lh));
fprintf('%d\n', c.Count);
