% FizzBuzz over a literal list of limits
for n = [15 7]
  out = '';
  for k = 1:n
    if mod(k, 15) == 0
      w = 'FizzBuzz';
    elseif mod(k, 3) == 0
      w = 'Fizz';
    elseif mod(k, 5) == 0
      w = 'Buzz';
    else
      w = num2str(k);
    end
    out = [out w ' '];
  end
  disp(strtrim(out))
end
