s = Sensor;
addlistener(s, 'Reading', 'PreGet', @(src, evt) fprintf('%s on %s\n', evt.EventName, src.Name));
addlistener(s, 'Reading', 'PostGet', @(src, evt) fprintf('%s on %s\n', evt.EventName, src.Name));
s.Reading = 5;
v = s.Reading;
fprintf('value %d\n', v);
u = s.Unit;
fprintf('unit %s\n', u);
try
    addlistener(s, 'Unit', 'PreGet', @(src, evt) disp('never'));
catch err
    disp('refused: Unit is not GetObservable')
end
