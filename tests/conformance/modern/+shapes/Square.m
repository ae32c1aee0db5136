classdef Square
    properties
        Side = 1
    end
    methods
        function s = Square(a)
            if nargin > 0
                s.Side = a;
            end
        end
        function a = area(s)
            a = s.Side ^ 2;
        end
    end
    methods (Static)
        function s = unit()
            s = shapes.Square(1);
        end
    end
end
