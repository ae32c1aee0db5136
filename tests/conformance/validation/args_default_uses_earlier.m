fprintf('%g\n', window(8000));
fprintf('%g\n', window(8000, 256));

function out = window(fs, windowSize)
    arguments
        fs (1,1) double {mustBePositive}
        windowSize (1,1) double {mustBePositive} = round(fs / 10)
    end
    out = windowSize;
end
