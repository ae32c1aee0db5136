e = EmpInfo.empty(0, 5)
disp(size(e))
