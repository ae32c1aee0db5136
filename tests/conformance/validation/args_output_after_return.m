fprintf('%g\n', clampNeg(-2));
try
    clampNeg(3);
catch ME
    disp(ME.identifier)
end

function r = clampNeg(x)
    arguments (Output)
        r (1,1) double {mustBeNegative}
    end
    r = x;
    if x < 0
        return
    end
    r = x + 1;
end
