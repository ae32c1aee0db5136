v = Vault;
a = Auditor;
disp(a.inspect(v))
v = a.annotate(v, 'checked');
disp(v.Note)
try
    b = v.Balance;
catch err
    disp(err.identifier)
end
try
    r = v.ledger();
catch err
    disp(err.identifier)
end
t = Teller;
try
    p = t.peek(v);
catch err
    disp(err.identifier)
end
try
    v.Note = 'changed';
catch err
    disp(err.identifier)
end
