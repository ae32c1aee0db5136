% switch on strings, including cell case lists
names = {'apple', 'kiwi', 'carrot', 'stone'};
for k = 1:numel(names)
  switch names{k}
    case {'apple', 'kiwi'}
      fprintf('%s is a fruit\n', names{k});
    case 'carrot'
      fprintf('%s is a vegetable\n', names{k});
    otherwise
      fprintf('%s is unknown\n', names{k});
  end
end
