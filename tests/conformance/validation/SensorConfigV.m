classdef SensorConfigV
    properties
        SampleRate (1,1) double {mustBePositive} = 1000
        Resolution (1,1) double {mustBePositive, mustBeInteger} = 16
        Label (1,1) string = "unnamed"
    end
    methods
        function obj = SensorConfigV(nvArgs)
            arguments
                nvArgs.?SensorConfigV
            end
            props = fieldnames(nvArgs);
            for i = 1:numel(props)
                obj.(props{i}) = nvArgs.(props{i});
            end
        end
    end
end
