s = Light.Red;
for k = 1:5
    fprintf('%s ', char(s));
    s = s.next();
end
fprintf('\n');
fprintf('%d\n', next(Light.Yellow) == Light.Red);
