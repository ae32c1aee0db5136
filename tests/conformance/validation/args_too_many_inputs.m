try
    one(1, 2);
catch ME
    disp(ME.identifier)
end
fprintf('%g\n', one(5));

function y = one(x)
    arguments
        x double
    end
    y = x;
end
