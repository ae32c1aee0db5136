try
    bad(2);
catch ME
    disp(ME.identifier)
end

function out = bad(x)
    arguments (Output)
        out (1,1) double {mustBeNegative}
    end
    out = x;
end
