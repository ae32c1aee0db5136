c = Counter();
c.Count = 5;
addlistener(c, 'Reset', @(src, evt) fprintf('reset to %d (%s, %s)\n', evt.Value, class(evt), evt.EventName));
c.reset();
d = CountData(3);
fprintf('%d %d\n', isa(d, 'event.EventData'), d.Value);
