classdef MetaSquare < MetaShape
    properties
        Side = 1
    end
    methods
        function a = area(obj)
            a = obj.Side ^ 2;
        end
    end
end
