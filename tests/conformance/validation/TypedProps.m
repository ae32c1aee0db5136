classdef TypedProps
    properties
        Data (1,3) double
        Name string
        Count uint8
    end
end
