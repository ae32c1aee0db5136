% errors caught inside a hot loop leave variables intact
A = zeros(1, 3);
bad = 0;
for k = 1:300
  try
    if mod(k, 100) == 0
      A(1, :) = [1 2];
    else
      A(mod(k, 3) + 1) = k;
    end
  catch
    bad = bad + 1;
  end
end
A
bad
