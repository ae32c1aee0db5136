shapes = [HCirc(1) HSq(2) HCirc(2)];
fprintf('%s %d\n', class(shapes), numel(shapes));
fprintf('%s %s\n', class(shapes(1)), class(shapes(2)));
fprintf('%.3f\n', totalArea(shapes));
fprintf('%s ', shapes.Name); fprintf('\n');
a = arrayfun(@(s) s.area(), shapes);
fprintf('%.2f ', a); fprintf('\n');
shapes(4) = HSq(1);
fprintf('%d %s %d\n', numel(shapes), class(shapes(4)), isa(shapes, 'HShape'));
try
    s = HShape();
catch err
    disp('abstract class not instantiated');
end
