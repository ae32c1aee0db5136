% one value for every key
d = dictionary(["r" "g" "b"], 0);
fprintf('%d\n', numEntries(d));
v = values(d);
fprintf('%g', v); fprintf('\n');
