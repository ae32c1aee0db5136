v = Vault;
s = SeniorAuditor;
disp(s.balance(v))
disp(s.inspect(v))
mc = ?Vault;
p = findobj(mc.PropertyList, 'Name', 'Balance');
disp(class(p.GetAccess))
disp(p.GetAccess{1}.Name)
