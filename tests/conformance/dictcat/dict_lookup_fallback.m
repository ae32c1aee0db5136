% lookup with and without a fallback value
names = ["Unicycle" "Bicycle" "Tricycle"];
wheels = [1 2 3];
d = dictionary(wheels, names);
v = lookup(d, 1);
fprintf('%s\n', v);
v = lookup(d, [3, 5], "FallbackValue", "Wheeled Vehicle");
fprintf('%s|', v); fprintf('\n');
try
  lookup(d, 9);
catch err
  disp(err.identifier);
end
