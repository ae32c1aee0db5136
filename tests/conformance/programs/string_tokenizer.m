% tokenizing an arithmetic expression into numbers, names and operators
expr = 'rate*12 + (base-3.5)/2';
tokens = {};
kinds = {};
k = 1;
while k <= length(expr)
  ch = expr(k);
  if ch == ' '
    k = k + 1;
  elseif isstrprop(ch, 'digit') || ch == '.'
    j = k;
    while j <= length(expr) && (isstrprop(expr(j), 'digit') || expr(j) == '.')
      j = j + 1;
    end
    tokens{end+1} = expr(k:j-1);
    kinds{end+1} = 'num';
    k = j;
  elseif isletter(ch)
    j = k;
    while j <= length(expr) && (isletter(expr(j)) || isstrprop(expr(j), 'digit'))
      j = j + 1;
    end
    tokens{end+1} = expr(k:j-1);
    kinds{end+1} = 'name';
    k = j;
  else
    tokens{end+1} = ch;
    kinds{end+1} = 'op';
    k = k + 1;
  end
end
for i = 1:numel(tokens)
  fprintf('%-5s %s\n', kinds{i}, tokens{i});
end
fprintf('%d tokens, %d numbers\n', numel(tokens), sum(strcmp(kinds, 'num')));
