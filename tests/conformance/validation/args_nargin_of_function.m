fprintf('%d\n', nargin(@fNargin2));
fprintf('%d\n', nargin(@onlyNames));
fprintf('%d\n', nargin(@plainVarargin));

function result = fNargin2(a, b, c, namedargs)
    arguments
        a (1,1) double
        b (1,1) double
        c (1,1) double = 1
        namedargs.Format (1,:) char
    end
    result = a + b + c;
end

function r = onlyNames(opts)
    arguments
        opts.Name = 1
    end
    r = opts.Name;
end

function r = plainVarargin(a, varargin)
    r = a;
end
