pe = pyenv;
disp(pe.Status)
disp(pe.ExecutionMode)
disp(class(pe.Version))
