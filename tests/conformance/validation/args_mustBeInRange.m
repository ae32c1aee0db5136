fprintf('%g\n', opacity(0.5));
try
    opacity(2);
catch ME
    disp(ME.identifier)
    disp(ME.message)
end
try
    strictUnit(1);
catch ME
    disp(ME.message)
end

function a = opacity(a)
    arguments
        a (1,1) double {mustBeInRange(a, 0, 1)}
    end
end

function a = strictUnit(a)
    arguments
        a {mustBeInRange(a, 0, 1, "exclusive")}
    end
end
