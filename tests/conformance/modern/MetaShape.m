classdef MetaShape < handle
    properties
        Color = 'red'
    end
    properties (SetAccess = private)
        Id = 7
    end
    properties (Dependent)
        Label
    end
    properties (Constant)
        Sides = 0
    end
    events
        Changed
    end
    methods
        function s = MetaShape(c)
            if nargin > 0
                s.Color = c;
            end
        end
        function v = get.Label(obj)
            v = sprintf('%s#%d', obj.Color, obj.Id);
        end
        function a = area(obj)
            a = 0;
        end
    end
    methods (Static)
        function s = unit()
            s = MetaShape('blue');
        end
    end
end
