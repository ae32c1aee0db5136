[levels, names] = enumeration('Level');
counts = zeros(1, numel(levels));
readings = [Level.Low Level.High Level.Medium Level.Low Level.High Level.Low];
for r = readings
    k = find(levels == r);
    counts(k) = counts(k) + 1;
end
for k = 1:numel(levels)
    fprintf('%-6s (%2d): %d\n', names{k}, uint8(levels(k)), counts(k));
end
total = sum(double(readings));
fprintf('total %d, mean %.2f\n', total, total / numel(readings));
hi = readings(readings == Level.High);
fprintf('%d high\n', numel(hi));
