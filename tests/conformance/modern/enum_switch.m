days = {WeekDay.Mon, WeekDay.Sat, WeekDay.Wed, WeekDay.Sun};
for k = 1:numel(days)
    switch days{k}
        case {WeekDay.Sat, WeekDay.Sun}
            kind = 'weekend';
        case WeekDay.Wed
            kind = 'midweek';
        otherwise
            kind = 'workday';
    end
    fprintf('%s: %s\n', char(days{k}), kind);
end
