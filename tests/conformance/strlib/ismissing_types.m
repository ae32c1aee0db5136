% ismissing: NaN, <missing> strings, '' in a cellstr; integers have no missing value
fprintf('%d ', ismissing([3 NaN 5 NaN])); fprintf('\n');
fprintf('%d ', ismissing(["A" "B" missing "D"])); fprintf('\n');
fprintf('%d ', ismissing({'one', '', 'three'})); fprintf('\n');
fprintf('%d ', ismissing(int8([1 2]))); fprintf('\n');
fprintf('%d ', ismissing([0 -99 7 -99], -99)); fprintf('\n');
fprintf('%d ', ismissing(["NA" "x"], "NA")); fprintf('\n');
