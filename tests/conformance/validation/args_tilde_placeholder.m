r = second(100, 5);
fprintf('%g\n', r);

function r = second(~, b)
    arguments
        ~
        b (1,1) double {mustBePositive}
    end
    r = b * 2;
end
