x = Level(10);
fprintf('%s\n', char(x));
y = Level('Low');
fprintf('%d\n', uint8(y));
z = Level([1 5]);
fprintf('%s %s\n', char(z(1)), char(z(2)));
try
    Level(7);
catch err
    disp('no member with value 7');
end
