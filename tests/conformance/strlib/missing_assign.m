% x(k) = missing writes the standard missing value of x's class
x = [1 2 3];
x(2) = missing;
fprintf('%g ', x); fprintf('\n');
s = ["a" "b" "c"];
s(3) = missing;
fprintf('%d ', ismissing(s)); fprintf('\n');
m = string(missing);
fprintf('%d %d\n', ismissing(m), strlength("") == 0);
