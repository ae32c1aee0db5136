% single arithmetic stays single and rounds
a = single(16777216) + 1
class(a)
b = single(0.1) * 3;
fprintf('%.10f\n', b);
