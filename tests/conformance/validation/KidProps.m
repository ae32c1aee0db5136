classdef KidProps < BaseProps
    properties
        Extra = 0
    end
end
