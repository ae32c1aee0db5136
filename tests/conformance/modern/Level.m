classdef Level < uint8
    enumeration
        Low (1)
        Medium (5)
        High (10)
    end
end
