c = Counter();
addlistener(c, 'Incremented', @(s, e) fprintf('first %d\n', s.Count));
addlistener(c, 'Incremented', @(s, e) fprintf('second %d\n', s.Count));
c.increment();
other = Counter();
other.increment();
fprintf('done\n');
