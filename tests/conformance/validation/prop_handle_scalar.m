c = CounterH;
c.Step = 2;
c.bump();
c.bump();
fprintf('%g\n', c.Count);
try
    c.Step = [1 2];
catch ME
    disp(ME.message)
end
try
    c.Step = 0;
catch ME
    disp(ME.message)
end
