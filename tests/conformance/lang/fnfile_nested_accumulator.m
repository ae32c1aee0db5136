% handles to nested functions share their parent's workspace (function file make_acc.m)
[add, get] = make_acc(10);
add(5);
add(7);
disp(get())
[add2, get2] = make_acc(0);
add2(1);
disp([get() get2()])
