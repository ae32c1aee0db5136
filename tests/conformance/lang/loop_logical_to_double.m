% logical values promoted to double in a loop
acc = false;
for k = 1:250
  acc = acc + (mod(k, 5) == 0);
end
acc
class(acc)
flag = true;
for k = 1:250
  flag = flag & (k < 1000);
end
class(flag)
