r = RectV(2, 3);
fprintf('%g\n', r.area());
r2 = r.scale(Factor=2);
fprintf('%g\n', r2.area());
try
    RectV(-1, 2);
catch ME
    disp(ME.message)
end
try
    r.scale(Factor={2});
catch ME
    disp(ME.identifier)
end
