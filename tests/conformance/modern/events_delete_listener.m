c = Counter();
lh = addlistener(c, 'Incremented', @(s, e) fprintf('heard %d\n', s.Count));
c.increment();
delete(lh);
c.increment();
fprintf('%d %d\n', isvalid(lh), c.Count);
