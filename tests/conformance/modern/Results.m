classdef Results < int32
    enumeration
        First   (100)
        Second  (50)
        Third   (10)
        NoPlace (0)
    end
end
