% switch on numbers with cell cases and otherwise
for v = [1 2 5 7]
  switch v
    case 1
      disp('one')
    case {2, 3}
      disp('two or three')
    case 5
      disp('five')
    otherwise
      disp('other')
  end
end
