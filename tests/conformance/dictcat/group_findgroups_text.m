% groups of text, missing values excluded
names = {'Smith'; 'Jones'; ''; 'Smith'};
[G, ID] = findgroups(names);
fprintf('%g ', G); fprintf('\n');
fprintf('%s ', ID{:}); fprintf('\n');
s = ["b" "a" missing "b"];
fprintf('%g ', findgroups(s)); fprintf('\n');
