classdef CDPlain < matlab.mixin.CustomDisplay
    properties
        Alpha = 1
        Beta = 'two'
    end
    methods (Access = protected)
        function f = getFooter(obj)
            f = sprintf('  (%s footer)\n', class(obj));
        end
    end
end
