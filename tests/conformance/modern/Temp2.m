classdef Temp2
    properties
        Celsius = 20
    end
    methods
        function out = subsref(obj, s)
            if strcmp(s(1).type, '.') && strcmp(s(1).subs, 'Fahrenheit')
                out = obj.Celsius * 9 / 5 + 32;
                if numel(s) > 1
                    out = subsref(out, s(2:end));
                end
            else
                out = builtin('subsref', obj, s);
            end
        end
    end
end
