% commands run by system see variables set with setenv
setenv('RUNMAT_CONF_CHILD', 'from-parent');
[s, out] = system('echo $RUNMAT_CONF_CHILD');
fprintf('%d %s', s, out);
[s, out] = system('sh -c ''echo nested-$RUNMAT_CONF_CHILD''');
fprintf('%s', out);
