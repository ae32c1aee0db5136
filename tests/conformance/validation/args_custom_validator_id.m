fCustomValidators(ones(2), ones(2));
disp('passed')
try
    fCustomValidators(int8(1), 1);
catch ME
    disp(ME.identifier)
    disp(ME.message)
end
try
    fCustomValidators(ones(2), ones(3));
catch ME
    disp(ME.identifier)
    disp(ME.message)
end

function fCustomValidators(a, b)
    arguments
        a {mustBeOfClass(a, 'double')}
        b {mustBeEqualSize(b, a)}
    end
end

function mustBeOfClass(input, className)
    cname = class(input);
    if ~strcmp(cname, className)
        eid = 'Class:notCorrectClass';
        msg = 'Input must be of class %s.';
        error(eid, msg, className);
    end
end

function mustBeEqualSize(a, b)
    if ~isequal(size(a), size(b))
        eid = 'Size:notEqual';
        msg = 'Inputs must have equal size.';
        error(eid, msg)
    end
end
