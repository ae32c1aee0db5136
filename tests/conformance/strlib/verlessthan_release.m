% release checks for version-dependent code
fprintf('%d\n', verLessThan('matlab', '9.14'));
fprintf('%d\n', verLessThan('matlab', '24.1'));
fprintf('%d\n', isMATLABReleaseOlderThan("R2020b"));
fprintf('%d\n', isMATLABReleaseOlderThan("R2024a"));
fprintf('%d\n', isMATLABReleaseOlderThan("R2023b"));
if ~isMATLABReleaseOlderThan("R2022a")
  disp('modern branch');
end
