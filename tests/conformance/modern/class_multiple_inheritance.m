w = Widget('knob');
addlistener(w, 'Bumped', @(s, e) fprintf('bumped %d\n', s.Count));
w.bump(); w.bump();
w.show();
fprintf('%d %d %d %d\n', isa(w, 'Named'), isa(w, 'Printable'), isa(w, 'Counted'), isa(w, 'handle'));
m = methods(w); fprintf('%d\n', any(strcmp(m, 'label')));
p = properties(w); fprintf('%d %d\n', numel(p), all(ismember({'Name', 'Count'}, p)));
try
  x = Printable();
catch err
  disp('abstract superclass not instantiated');
end
