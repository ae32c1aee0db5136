% Constant properties and static methods, reached through the class name.
disp(Units.CM_PER_INCH)
disp(Units.CM_PER_FOOT)
x = Units.NAMES;
disp(x{2})
disp(Units.NAMES{3})
fprintf('%.3f\n', Units.inchesToCm(10));
[ft, in] = Units.split(40);
disp([ft in])
total = 0;
for k = 1:3
  total = total + Units.inchesToCm(k);
end
fprintf('%.2f\n', total);
