% what jsondecode gives for different arrays
a = jsondecode('[1, 2, 3]');
disp(size(a))
b = jsondecode('[1, null, 3]');
disp(b')
c = jsondecode('["a", "bc"]');
disp(class(c)); disp(size(c))
d = jsondecode('[{"a":1},{"a":2}]');
disp(size(d)); disp([d.a])
e = jsondecode('[{"a":1},{"b":2}]');
disp(class(e))
f = jsondecode('{"1x": 5, "my key": 2}');
disp(fieldnames(f))
g = jsondecode('[[1,2],[3]]');
disp(class(g))
