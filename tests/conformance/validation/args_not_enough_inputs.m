try
    needsTwo(1);
catch ME
    disp(ME.identifier)
    disp(ME.message)
end

function needsTwo(a, b)
    arguments
        a double
        b double
    end
end
