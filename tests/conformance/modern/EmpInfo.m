classdef EmpInfo < handle & matlab.mixin.CustomDisplay
    properties
        Name
        JobTitle
        Department
        Salary
        Password
    end
    methods
        function obj = EmpInfo(name, title, dept, salary, pw)
            obj.Name = name;
            obj.JobTitle = title;
            obj.Department = dept;
            obj.Salary = salary;
            obj.Password = pw;
        end
    end
    methods (Access = protected)
        function header = getHeader(obj)
            if ~isscalar(obj)
                header = getHeader@matlab.mixin.CustomDisplay(obj);
            else
                className = matlab.mixin.CustomDisplay.getClassNameForHeader(obj);
                header = sprintf('%s\n', [className, ' Dept: ', obj.Department]);
            end
        end
        function propgrp = getPropertyGroups(obj)
            if ~isscalar(obj)
                propgrp = matlab.mixin.util.PropertyGroup({'Department', 'Name', 'JobTitle'});
            else
                pub = {'Name', 'JobTitle'};
                priv = {'Salary', 'Password'};
                propgrp(1) = matlab.mixin.util.PropertyGroup(pub, 'Public Info');
                propgrp(2) = matlab.mixin.util.PropertyGroup(priv, 'Personal Info');
            end
        end
        function footer = getFooter(obj)
            if isscalar(obj)
                footer = sprintf('%s\n', 'Company Private');
            else
                footer = '';
            end
        end
    end
end
