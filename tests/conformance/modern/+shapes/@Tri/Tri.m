classdef Tri
    properties
        Base = 1
        Height = 1
    end
    methods
        function t = Tri(b, h)
            t.Base = b;
            t.Height = h;
        end
        a = area(t)
    end
end
