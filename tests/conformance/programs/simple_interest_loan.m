% an amortization schedule for a small loan
P = 1000;
rate = 0.05 / 12;
n = 6;
pay = P * rate / (1 - (1 + rate)^(-n));
fprintf('payment: %.2f\n', pay);
bal = P;
for k = 1:n
  interest = bal * rate;
  principal = pay - interest;
  bal = bal - principal;
  fprintf('%d %8.2f %8.2f %9.2f\n', k, interest, principal, abs(bal));
end
