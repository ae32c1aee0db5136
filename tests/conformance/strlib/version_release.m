% version: this runtime follows MATLAB R2023b (version 23.2)
v = version;
fprintf('%s\n', v);
fprintf('%s\n', version('-release'));
rel = ver('matlab');
fprintf('%s %s %s\n', rel.Name, rel.Version, rel.Release);
