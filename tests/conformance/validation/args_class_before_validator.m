r = evenCodes('bd');
fprintf('%s %s\n', class(r), mat2str(r));
try
    evenCodes('a');
catch ME
    disp(ME.identifier)
end

function x = evenCodes(x)
    arguments
        x double {mustBeNumeric, mustBeEven}
    end
end

function mustBeEven(x)
    if any(mod(x, 2) ~= 0)
        error('my:odd', 'Value must be even.');
    end
end
