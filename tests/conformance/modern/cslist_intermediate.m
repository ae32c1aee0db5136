s = struct('x', {[1 2], [3 4], [5 6]});
disp(s(2).x(2))
try
    y = s(2:3).x(2);
catch err
    disp(err.identifier)
    disp(err.message)
end
c = {[1 2 3], [4 5 6]};
disp(c{2}(3))
try
    w = c{1:2}(1);
catch err
    disp(err.message)
end
t = s(1:2);
disp(t(2).x)
