% colon with steps that are not exact in binary
v = 0:0.1:0.3;
numel(v)
fprintf('%.17g\n', v(end));
w = 1:0.2:2;
numel(w)
fprintf('%.4f ', w); fprintf('\n');
