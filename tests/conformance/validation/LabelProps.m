classdef LabelProps
    properties
        Location(1,3) double {mustBeReal, mustBeFinite}
        Label(1,1) string {mustBeMember(Label,["High","Medium","Low"])} = "Low"
    end
end
