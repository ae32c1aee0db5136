classdef Ppm < double
    enumeration
        High (1000)
        Medium (100)
        Low (10)
    end
end
