r1 = fNargin(3, 4);
r2 = fNargin(3, 4, 2);
r3 = fNargin(3, 4, 2, Format="bank");
fprintf('%g %g %g\n', r1, r2, r3);

function result = fNargin(a, b, c, namedargs)
    arguments
        a (1,1) double
        b (1,1) double
        c (1,1) double = 1
        namedargs.Format (1,:) char
    end
    switch nargin
        case 2
            result = a + b;
        case 3
            result = a^c + b^c;
    end
    fprintf('nargin %d, Format given %d\n', nargin, isfield(namedargs, 'Format'));
end
