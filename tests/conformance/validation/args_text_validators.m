greet("Ann");
greet('Bob');
try
    greet(5);
catch ME
    disp(ME.identifier)
end
try
    greet("");
catch ME
    disp(ME.identifier)
end

function greet(name)
    arguments
        name {mustBeTextScalar, mustBeNonzeroLengthText}
    end
    fprintf('hello %s\n', name);
end
