classdef Gadget
    % Properties of several classes, for the default display.
    properties
        id = 7
        title = 'widget'
        active = true
        tags = {'a', 'b', 'c'}
        dims = [1 2; 3 4]
        count = int16(3)
        Zeta = []
    end
    methods
        function g = Gadget(id)
            if nargin > 0
                g.id = id;
            end
        end
    end
end
