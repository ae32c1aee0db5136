% a reverse Polish notation calculator
expr = '3 4 + 2 * 7 -';
tokens = strsplit(expr, ' ');
stack = [];
for k = 1:numel(tokens)
  t = tokens{k};
  v = str2double(t);
  if ~isnan(v)
    stack(end+1) = v;
  else
    b = stack(end);
    a = stack(end-1);
    stack(end-1:end) = [];
    switch t
      case '+'
        stack(end+1) = a + b;
      case '-'
        stack(end+1) = a - b;
      case '*'
        stack(end+1) = a * b;
      case '/'
        stack(end+1) = a / b;
    end
  end
  fprintf('%-2s stack: %s\n', t, mat2str(stack));
end
result = stack
