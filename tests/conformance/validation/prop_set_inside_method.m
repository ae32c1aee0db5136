acct = BankAccountV(100);
acct = acct.withdraw(30);
fprintf('%g\n', acct.Balance);
try
    acct = acct.withdraw(500);
catch ME
    disp(ME.identifier)
    disp(ME.message)
end
fprintf('%g\n', acct.Balance);
