c = Counter();
lh = listener(c, 'Incremented', @(s, e) fprintf('count %d\n', s.Count));
lh.Enabled = false;
c.increment();
lh.Enabled = true;
c.increment();
fprintf('%d\n', lh.Enabled);
