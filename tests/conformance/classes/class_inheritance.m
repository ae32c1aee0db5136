% Single inheritance: superclass constructor calls, overrides, superclass method calls.
zoo = {Animal('generic'), Dog('rex'), Bird('tweety')};
for k = 1:numel(zoo)
  a = zoo{k};
  fprintf('%s (%d legs): %s\n', class(a), a.legs, speak(a));
end
d = Dog('fido');
d = d.learn('sit');
d = learn(d, 'roll');
disp(numel(d.tricks))
disp(d.tricks{2})
disp(isa(d, 'Dog'))
disp(isa(d, 'Animal'))
disp(isa(d, 'Bird'))
disp(isa(zoo{1}, 'Dog'))
b = zoo{3};
disp(b.speak())
