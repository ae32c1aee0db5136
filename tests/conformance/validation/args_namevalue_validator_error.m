try
    plotopts(Width=-1);
catch ME
    disp(ME.identifier)
    disp(ME.message)
end

function plotopts(opts)
    arguments
        opts.Width (1,1) double {mustBePositive} = 1
    end
end
