c = Counter();
log = {};
addlistener(c, 'Incremented', @(s, e) fprintf('tick %d\n', s.Count));
addlistener(c, 'Reset', @(s, e) fprintf('reset after %s\n', e.EventName));
for k = 1:3
    c.increment();
end
c.reset();
fprintf('%d\n', c.Count);
