t = Thermostat();
addlistener(t, 'Target', 'PostSet', @(src, evt) fprintf('%s: %s is now %d\n', evt.EventName, src.Name, evt.AffectedObject.Target));
t.Target = 22;
t.Target = 18;
t.Mode = 'manual';
fprintf('%d %s\n', t.Target, t.Mode);
