t = datetime(2024, 1, 31);
for k = 1:4
  disp(char(t + calmonths(k)))
end
disp(char(datetime(2024, 2, 29) + calyears(1)))
disp(char(datetime(2024, 3, 31) - calmonths(1)))
disp(char(datetime(2023, 11, 30) + calquarters(1)))
