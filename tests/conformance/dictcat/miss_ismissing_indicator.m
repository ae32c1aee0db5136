% indicator values replace the standard missing values
A = [0 -99 5 NaN 0];
fprintf('%d', ismissing(A, [0 -99])); fprintf('\n');
fprintf('%d', ismissing(A, NaN)); fprintf('\n');
s = ["N/A" "x" "NA" "y"];
fprintf('%d', ismissing(s, ["N/A" "NA"])); fprintf('\n');
fprintf('%d', ismissing(int16([1 -1 2]), -1)); fprintf('\n');
