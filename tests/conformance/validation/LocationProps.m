classdef LocationProps
    properties
        Location(1,3)
    end
end
