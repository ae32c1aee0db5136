classdef Light
    enumeration
        Red, Yellow, Green
    end
    methods
        function n = next(s)
            switch s
                case Light.Red
                    n = Light.Green;
                case Light.Green
                    n = Light.Yellow;
                otherwise
                    n = Light.Red;
            end
        end
    end
end
