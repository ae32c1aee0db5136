% entries as a table
d = dictionary([1 2 3], ["Unicycle" "Bicycle" "Tricyle"]);
E = entries(d);
fprintf('%s\n', class(E));
fprintf('%d %d\n', size(E));
fprintf('%g ', E.Key); fprintf('\n');
fprintf('%s ', E.Value); fprintf('\n');
