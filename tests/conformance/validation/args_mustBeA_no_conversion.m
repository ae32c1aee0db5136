checkDouble(5);
disp('double passed')
try
    checkDouble(single(5));
catch ME
    disp(ME.identifier)
end

function checkDouble(x)
    arguments
        x {mustBeA(x, "double")}
    end
end
