% onCleanup runs when its function returns, when it fails, and when cleared
work(1);
disp('back in script');
try
  work(0);
catch e
  disp(e.identifier);
end
c = onCleanup(@() disp('script cleanup'));
clear c
disp('end');
function work(ok)
  c = onCleanup(@() fprintf('cleanup %d\n', ok));
  disp('working');
  if ~ok
    error('demo:failed', 'failed');
  end
end
