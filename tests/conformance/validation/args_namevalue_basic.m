r = area(2, Height=3);
fprintf('%g\n', r);
r = area(2, 'Height', 5, 'Scale', 10);
fprintf('%g\n', r);
r = area(2);
fprintf('%g\n', r);

function a = area(w, opts)
    arguments
        w (1,1) double
        opts.Height (1,1) double = 1
        opts.Scale (1,1) double = 1
    end
    a = w * opts.Height * opts.Scale;
end
