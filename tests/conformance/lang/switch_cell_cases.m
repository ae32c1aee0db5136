% switch on text and on numbers, with cell cases
items = {'apple', 'carrot', 'banana', 'rock'};
for k = 1:numel(items)
  switch items{k}
    case {'apple', 'banana'}
      kind = 'fruit';
    case 'carrot'
      kind = 'vegetable';
    otherwise
      kind = 'unknown';
  end
  fprintf('%s: %s\n', items{k}, kind);
end
for n = [1 2 5]
  switch n
    case 1, disp('one');
    case {2, 3}, disp('two or three');
    otherwise, disp('many');
  end
end
