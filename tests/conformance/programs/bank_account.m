% a bank-account simulation with transactions and overdraft checks
balance = 100;
tx = {'deposit', 50; 'withdraw', 30; 'withdraw', 500; 'deposit', 12.5; 'interest', 0.02};
history = [];
for k = 1:size(tx, 1)
  kind = tx{k, 1};
  amt = tx{k, 2};
  try
    switch kind
      case 'deposit'
        balance = balance + amt;
      case 'withdraw'
        if amt > balance
          error('bank:overdraft', 'cannot withdraw %.2f from %.2f', amt, balance);
        end
        balance = balance - amt;
      case 'interest'
        balance = balance * (1 + amt);
    end
    fprintf('%-9s %8.2f -> %8.2f\n', kind, amt, balance);
  catch e
    fprintf('rejected (%s): %s\n', e.identifier, e.message);
  end
  history(end+1) = balance;
end
fprintf('final balance: %.2f\n', balance);
fprintf('max balance: %.2f at step %d\n', max(history), find(history == max(history), 1));
