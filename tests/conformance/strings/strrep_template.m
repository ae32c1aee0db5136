% filling a template by replacing placeholders
tpl = 'Dear NAME, your order ID ships on DAY.';
vals = {'NAME', 'Ada'; 'ID', '1042'; 'DAY', 'Monday'};
out = tpl;
for k = 1:size(vals, 1)
  out = strrep(out, vals{k, 1}, vals{k, 2});
end
disp(out)
disp(strrep('aaa', 'aa', 'b'))
