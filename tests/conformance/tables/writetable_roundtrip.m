T = table([1; 2], {'a;b'; 'c'}, 'VariableNames', {'Run ID', 'Label'});
f = [tempname() '.txt'];
writetable(T, f, 'Delimiter', ';');
txt = fileread(f);
fprintf('%s', txt);
U = readtable(f, 'Delimiter', ';', 'VariableNamingRule', 'preserve');
disp(U.Properties.VariableNames{1})
disp(U.Label{1})
delete(f);
