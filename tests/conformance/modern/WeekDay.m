classdef WeekDay
    enumeration
        Mon, Tue, Wed, Thu, Fri, Sat, Sun
    end
    methods
        function tf = isWeekend(d)
            tf = d == WeekDay.Sat || d == WeekDay.Sun;
        end
    end
end
