try
    both(-1.5);
catch ME
    disp(ME.identifier)
end
try
    both(2.5);
catch ME
    disp(ME.identifier)
end

function both(x)
    arguments
        x {mustBePositive, mustBeInteger}
    end
end
