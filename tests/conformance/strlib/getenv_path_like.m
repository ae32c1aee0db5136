% appending to a PATH-like variable with char concatenation
setenv('RUNMAT_CONF_P', '/usr/bin');
setenv('RUNMAT_CONF_P', [getenv('RUNMAT_CONF_P') ':/opt/bin']);
disp(getenv('RUNMAT_CONF_P'));
parts = strsplit(getenv('RUNMAT_CONF_P'), ':');
fprintf('%d\n', numel(parts));
