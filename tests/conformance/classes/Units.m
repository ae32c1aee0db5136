classdef Units
    % Constant properties and static methods (a static method uses the constants).
    properties (Constant)
        CM_PER_INCH = 2.54
        INCH_PER_FOOT = 12
        CM_PER_FOOT = 2.54 * 12
        NAMES = {'cm', 'inch', 'foot'}
    end
    methods (Static)
        function cm = inchesToCm(in)
            cm = in * Units.CM_PER_INCH;
        end
        function [ft, in] = split(inches)
            ft = floor(inches / Units.INCH_PER_FOOT);
            in = inches - ft * Units.INCH_PER_FOOT;
        end
    end
end
