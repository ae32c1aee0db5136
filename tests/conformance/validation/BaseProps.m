classdef BaseProps
    properties
        Size (1,1) double {mustBePositive} = 1
    end
end
