% exactly one platform family; UNIX here
fprintf('%d %d %d\n', isunix, ispc, ismac);
fprintf('%d\n', islogical(isunix));
if isunix && ~ismac
  disp('linux-like');
end
