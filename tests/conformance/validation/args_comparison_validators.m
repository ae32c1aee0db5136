limits(5, 2);
try
    limits(1, 2);
catch ME
    disp(ME.identifier)
    disp(ME.message)
end

function limits(x, lo)
    arguments
        x {mustBeGreaterThan(x, lo)}
        lo double
    end
end
