classdef CDArray < matlab.mixin.CustomDisplay
    properties
        Id = 0
    end
    methods
        function obj = CDArray(id)
            if nargin > 0
                obj.Id = id;
            end
        end
    end
    methods (Access = protected)
        function displayNonScalarObject(objs)
            dims = matlab.mixin.CustomDisplay.convertDimensionsToString(objs);
            fprintf('%s CDArray with ids:', dims);
            fprintf(' %d', objs.Id);
            fprintf('\n');
        end
    end
end
