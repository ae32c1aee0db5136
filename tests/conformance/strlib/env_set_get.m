% setenv then getenv; an unset variable reads as empty text
setenv('RUNMAT_CONF_A', 'alpha');
v = getenv('RUNMAT_CONF_A');
fprintf('[%s] %s\n', v, class(v));
setenv('RUNMAT_CONF_A', 'beta');
fprintf('[%s]\n', getenv('RUNMAT_CONF_A'));
u = getenv('RUNMAT_CONF_SURELY_UNSET');
fprintf('%d %d\n', isempty(u), ischar(u));
