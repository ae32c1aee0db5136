c = Counter();
try
    notify(c, 'NoSuchEvent');
catch err
    disp('notify failed');
end
try
    addlistener(c, 'Missing', @(s, e) disp('x'));
catch err
    disp('addlistener failed');
end
