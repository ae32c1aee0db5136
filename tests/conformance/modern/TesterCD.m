classdef TesterCD < matlab.mixin.CustomDisplay
    properties
        ObjectUnderTest
    end
    methods (Access = protected)
        function out = getHeader(obj)
            if ~isscalar(obj)
                out = getHeader@matlab.mixin.CustomDisplay(obj);
            else
                testerClass = matlab.mixin.CustomDisplay.getClassNameForHeader(obj);
                objectUnderTestClass = class(obj.ObjectUnderTest);
                headerStr = [testerClass ' for ' objectUnderTestClass];
                out = sprintf('%s\n', headerStr);
            end
        end
    end
end
