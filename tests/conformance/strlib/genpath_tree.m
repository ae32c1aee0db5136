% genpath lists a folder and its subfolders, leaving out class, package and private folders
d = tempname();
mkdir(fullfile(d, 'a', 'b'));
mkdir(fullfile(d, 'c'));
mkdir(fullfile(d, 'private'));
mkdir(fullfile(d, '@Shape'));
mkdir(fullfile(d, '+pkg'));
p = genpath(d);
parts = strsplit(p, pathsep);
fprintf('%d\n', numel(parts));
for k = 1:numel(parts) - 1
  fprintf('%s\n', strrep(parts{k}, d, 'ROOT'));
end
fprintf('%d\n', isempty(parts{end}));
fprintf('%d\n', isdeployed);
rmdir(d, 's');
