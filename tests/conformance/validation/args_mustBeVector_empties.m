r = WeeklyTotals([]);
fprintf('%g\n', r);
fprintf('%g\n', WeeklyTotals([1 2 3]));
try
    WeeklyTotals(ones(2));
catch ME
    disp(ME.message)
end

function r = WeeklyTotals(DailyTotals)
    arguments
        DailyTotals {mustBeVector(DailyTotals, 'allow-all-empties'), mustBeNumeric}
    end
    if isempty(DailyTotals)
        r = 0;
    else
        r = sum(DailyTotals);
    end
end
