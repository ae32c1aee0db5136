% a small state machine recognizing signed integers
inputs = {'42', '-17', '+5', '4a', '', '-', '007'};
for k = 1:numel(inputs)
  s = inputs{k};
  state = 'start';
  for ch = s
    switch state
      case 'start'
        if ch == '+' || ch == '-'
          state = 'sign';
        elseif ch >= '0' && ch <= '9'
          state = 'digits';
        else
          state = 'error';
        end
      case {'sign', 'digits'}
        if ch >= '0' && ch <= '9'
          state = 'digits';
        else
          state = 'error';
        end
      otherwise
        state = 'error';
    end
  end
  fprintf('%-5s -> %s\n', ['''' s ''''], state);
end
