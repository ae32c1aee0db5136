% getenv/setenv with string arrays; setenv with missing removes a variable
setenv(["RUNMAT_CONF_V1" "RUNMAT_CONF_V2"], ["one" "two"]);
v = getenv(["RUNMAT_CONF_V1"; "RUNMAT_CONF_V2"]);
fprintf('%s %d %d\n', class(v), size(v));
fprintf('%s\n', v);
fprintf('%d ', isenv(["RUNMAT_CONF_V1" "RUNMAT_CONF_NOPE"])); fprintf('\n');
setenv("RUNMAT_CONF_V2", missing);
unsetenv("RUNMAT_CONF_V1");
fprintf('%d ', isenv(["RUNMAT_CONF_V1" "RUNMAT_CONF_V2"])); fprintf('\n');
