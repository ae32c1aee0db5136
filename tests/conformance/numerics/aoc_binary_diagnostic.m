lines = {'00100','11110','10110','10111','10101','01111','00111','11100','10000','11001','00010','01010'};
B = cell2mat(lines') - '0';
g = sum(B) > size(B, 1) / 2;
gamma = bin2dec(char(g + '0'));
epsilon = bin2dec(char(~g + '0'));
fprintf('%d %d %d\n', gamma, epsilon, gamma * epsilon);
x = int32(0);
for k = 1:numel(lines)
  v = int32(0);
  s = lines{k};
  for j = 1:length(s)
    v = v * 2 + int32(s(j) - '0');
  end
  x = x + v;
end
fprintf('%d %s\n', x, class(x));
