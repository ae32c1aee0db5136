r = mbMember(2);
fprintf('%s %d\n', class(r), numel(r));
try
    r = mbMember(5, 'int32');
catch ME
    disp(ME.message)
end

function r = mbMember(n, typename)
    arguments
        n (1,1) {mustBeNumeric}
        typename {mustBeMember(typename, {'single', 'double'})} = 'single'
    end
    r = zeros(n, 1, typename);
end
