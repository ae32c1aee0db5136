try
    pairs(1, 2, 3, -4);
catch ME
    disp(ME.message)
end

function pairs(x, y)
    arguments (Repeating)
        x double
        y double {mustBeNonnegative}
    end
end
