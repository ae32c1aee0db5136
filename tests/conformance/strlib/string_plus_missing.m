% + appends text; a missing operand gives missing
s = ["ab" missing] + "!";
fprintf('%d ', ismissing(s)); fprintf('\n');
fprintf('%s\n', s(1));
t = "n=" + NaN;
fprintf('%d\n', ismissing(t));
u = "n=" + 4;
fprintf('%s\n', u);
