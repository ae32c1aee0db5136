classdef (Abstract) MetaHidden
    properties
        Visible = 1
    end
    properties (Hidden)
        Secret = 2
    end
    properties (GetAccess = private)
        Internal = 3
    end
    methods (Abstract)
        r = compute(obj)
    end
    methods
        function r = helper(obj)
            r = obj.Visible;
        end
    end
end
