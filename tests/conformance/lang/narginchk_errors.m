% narginchk raises an error with an identifier when the count is wrong
try
  needs2(1);
catch e
  disp('caught too few')
end
needs2(1, 2);
disp('ok with two')
function needs2(varargin)
  narginchk(2, 3);
end
