enumeration Light
m = enumeration(Light.Yellow);
fprintf('%d\n', numel(m));
