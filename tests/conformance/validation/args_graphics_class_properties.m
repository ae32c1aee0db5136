c = barOpts(FaceColor='red', BarWidth=0.5);
fprintf('%s=%s %s=%g\n', c{1}, c{2}, c{3}, c{4});
try
    barOpts(FaceColor='green');
catch ME
    disp(ME.identifier)
end

function propertyCell = barOpts(propArgs)
    arguments
        propArgs.?matlab.graphics.chart.primitive.Bar
        propArgs.FaceColor {mustBeMember(propArgs.FaceColor, {'red', 'blue'})} = "blue"
    end
    propertyCell = namedargs2cell(propArgs);
end
