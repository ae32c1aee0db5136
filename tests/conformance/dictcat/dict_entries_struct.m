% entries as a struct array
names = ["Unicycle" "Bicycle" "Tricyle"];
wheels = [1 2 3];
d = dictionary(wheels, names);
S = entries(d, "struct");
fprintf('%d %d\n', size(S));
for i = 1:numel(S)
  fprintf('%g:%s\n', S(i).Key, S(i).Value);
end
