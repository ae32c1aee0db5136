[xCell, yCell, optionCell] = fRepeat(1, 2, "linear", 3, 4, "cubic");
fprintf('%s %d\n', class(xCell), numel(xCell));
fprintf('%g %g %s\n', xCell{2}, yCell{2}, optionCell{2});

function [xCell, yCell, optionCell] = fRepeat(x, y, option)
    arguments (Repeating)
        x double
        y double
        option {mustBeMember(option, ["linear", "cubic"])}
    end
    xCell = x;
    yCell = y;
    optionCell = option;
end
