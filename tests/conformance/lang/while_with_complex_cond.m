% while conditions combining && and ||
a = 0;
b = 10;
while a < 5 && (b > 6 || a == 0)
  a = a + 1;
  b = b - 1;
end
fprintf('a=%d b=%d\n', a, b);
