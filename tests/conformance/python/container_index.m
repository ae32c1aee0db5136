li = py.list({1,2,3,4});
res = li(2:3)
res = li{1}
patient = py.dict(name="John Doe",billing=127);
patient{"billing"}
p = py.list({'c:\work'});
class(p)
p{1}
sz = size(py.list({1,2,3}))
