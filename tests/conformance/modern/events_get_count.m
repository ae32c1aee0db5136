s = Sensor;
count = 0;
lh = addlistener(s, 'Reading', 'PostGet', @(src, evt) fprintf('read of %s\n', class(evt.AffectedObject)));
for k = 1:3
    x = s.Reading;
end
lh.Enabled = false;
x = s.Reading;
delete(lh);
x = s.Reading;
disp('done')
