% Luhn check digits of card-like numbers
nums = {'49927398716', '49927398717', '1234567812345678', '1234567812345670'};
for k = 1:numel(nums)
  d = fliplr(nums{k} - '0');
  odd = d(1:2:end);
  ev = 2 * d(2:2:end);
  ev(ev > 9) = ev(ev > 9) - 9;
  ok = mod(sum(odd) + sum(ev), 10) == 0;
  fprintf('%-18s %d\n', nums{k}, ok);
end
