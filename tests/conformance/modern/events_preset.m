t = Thermostat();
addlistener(t, 'Target', 'PreSet', @(src, evt) fprintf('before: %d\n', evt.AffectedObject.Target));
addlistener(t, 'Target', 'PostSet', @(src, evt) fprintf('after: %d\n', evt.AffectedObject.Target));
t.Target = 25;
