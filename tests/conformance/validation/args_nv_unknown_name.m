try
    area2(1, Hieght=2);
catch ME
    fprintf('caught %d\n', startsWith(ME.message, "Invalid name-value argument 'Hieght'"));
end

function a = area2(w, opts)
    arguments
        w double
        opts.Height double = 1
    end
    a = w * opts.Height;
end
