try
    ratio(1, -2);
catch ME
    disp(ME.identifier)
    disp(ME.message)
end

function r = ratio(a, b)
    arguments
        a double
        b double {mustBePositive}
    end
    r = a / b;
end
