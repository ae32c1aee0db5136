classdef CDScalar < matlab.mixin.CustomDisplay
    properties
        Name = 'Bill Tork'
        JobTitle = 'Software Engineer'
        Salary = 10
        Password = 'bill123'
    end
    methods (Access = protected)
        function displayScalarObject(obj)
            className = matlab.mixin.CustomDisplay.getClassNameForHeader(obj);
            header = sprintf('%s\n', [className ' Dept: Product Development']);
            disp(header)
            propgroup = getPropertyGroups(obj);
            matlab.mixin.CustomDisplay.displayPropertyGroups(obj, propgroup)
        end
        function propgrp = getPropertyGroups(obj)
            if ~isscalar(obj)
                propgrp = getPropertyGroups@matlab.mixin.CustomDisplay(obj);
            else
                pd(1).Name = obj.Name;
                pd(1).JobTitle = obj.JobTitle;
                propgrp(1) = matlab.mixin.util.PropertyGroup(pd, 'Public Info');
                priv.Salary = ['Level: ' num2str(obj.Salary)];
                priv.Password = '*******';
                propgrp(2) = matlab.mixin.util.PropertyGroup(priv, 'Personal Info');
            end
        end
    end
end
