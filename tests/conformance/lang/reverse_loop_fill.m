% reverse loop fill
z = zeros(1, 3);
for k = numel(z):-1:1
  z(k) = k^2;
end
z
