classdef Thermo
    % Dependent properties with get/set methods, and set methods that adjust values.
    properties
        kelvin = 273.15
        label = ''
    end
    properties (Dependent)
        celsius
        fahrenheit
    end
    methods
        function t = Thermo(c)
            if nargin > 0
                t.celsius = c;
            end
        end
        function c = get.celsius(t)
            c = t.kelvin - 273.15;
        end
        function t = set.celsius(t, c)
            t.kelvin = c + 273.15;
        end
        function f = get.fahrenheit(t)
            f = t.celsius * 9 / 5 + 32;
        end
        function t = set.kelvin(t, k)
            if k < 0
                k = 0;
            end
            t.kelvin = k;
        end
        function t = set.label(t, s)
            t.label = upper(s);
        end
    end
end
