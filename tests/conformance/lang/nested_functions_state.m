% a counter kept in a persistent variable
for k = 1:3
  fprintf('%d ', tick());
end
fprintf('\n');
tick('reset');
fprintf('%d\n', tick());

function n = tick(cmd)
  persistent count
  if isempty(count)
    count = 0;
  end
  if nargin > 0 && strcmp(cmd, 'reset')
    count = 0;
    n = count;
    return
  end
  count = count + 1;
  n = count;
end
