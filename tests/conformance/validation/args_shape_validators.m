takeRow([1 2 3]);
try
    takeRow([1; 2]);
catch ME
    disp(ME.identifier)
end
takeOpt([]);
try
    takeOpt([1 2]);
catch ME
    disp(ME.identifier)
end
disp('done')

function takeRow(v)
    arguments
        v {mustBeRow}
    end
end

function takeOpt(v)
    arguments
        v {mustBeScalarOrEmpty}
    end
end
