% JSON encode and decode
s = struct('name', 'widget', 'sizes', [1 2 3], 'ok', true);
txt = jsonencode(s)
back = jsondecode(txt);
disp(back.name)
disp(back.sizes')
disp(class(back.ok))
m = jsondecode('[[1,2],[3,4]]')
disp(jsonencode(m))
