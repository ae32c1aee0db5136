c = Counter();
addlistener(c, 'Incremented', @(s, e) fprintf('%d %d %s\n', e.Source == c, s == c, e.EventName));
c.increment();
notify(c, 'Incremented');
fprintf('%d\n', c.Count);
