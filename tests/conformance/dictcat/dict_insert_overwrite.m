% insert with and without overwriting
d = dictionary(["a" "b"], [1 2]);
d = insert(d, ["b" "c"], [20 30]);
fprintf('%g ', values(d)); fprintf('\n');
d = insert(d, ["a" "d"], [100 4], "Overwrite", false);
fprintf('%g ', values(d)); fprintf('\n');
